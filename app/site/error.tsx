"use client";

export { BookingPageError as default } from "@/components/booking-page/booking-page-error";
