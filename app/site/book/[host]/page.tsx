import { notFound } from "next/navigation";
import { BookingPageView } from "@/components/booking-page/booking-page-view";
import { getBookingPageForSiteParam } from "@/lib/tenant/site-param";

type Props = { params: Promise<{ host: string }> };

/** The booking page of a tenant host (proxy.ts rewrites it here). */
export default async function TenantPage({ params }: Props) {
  const page = await getBookingPageForSiteParam((await params).host);
  if (!page) notFound();
  return <BookingPageView page={page} />;
}
