import { BookingPageLoading } from "@/components/booking-page/booking-page-messages";

export default BookingPageLoading;
