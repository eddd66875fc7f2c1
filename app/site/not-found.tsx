import { headers } from "next/headers";
import { BusinessNotFound } from "@/components/booking-page/booking-page-messages";
import { SITE_VIEW_HEADER } from "@/lib/tenant/site-path";

/** An unknown business: proxy.ts names the view it asked for, since a not-found page gets no params. */
export default async function NotFound() {
  const view = (await headers()).get(SITE_VIEW_HEADER);
  return <BusinessNotFound what={view === "embed" ? "booking form" : "booking page"} />;
}
