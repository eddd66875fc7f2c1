import { BusinessNotFound } from "@/components/booking-page/booking-page-messages";
import { getRequestSiteView } from "@/lib/booking-page/public-site";

export default async function NotFound() {
  return <BusinessNotFound view={await getRequestSiteView()} />;
}
