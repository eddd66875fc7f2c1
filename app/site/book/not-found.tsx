import { BusinessNotFound } from "@/components/booking-page/booking-page-messages";

export default function NotFound() {
  return <BusinessNotFound what="booking page" />;
}
