import { BusinessNotFound } from "@/components/booking-page/booking-page-messages";

/** A sign-in or sign-up page on a host that is no business's (lib/tenant/resolve-tenant.ts). */
export default function NotFound() {
  return <BusinessNotFound />;
}
