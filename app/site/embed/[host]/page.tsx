import { notFound } from "next/navigation";
import { EmbedView } from "@/components/booking-page/embed-view";
import { getBookingPageForSiteParam } from "@/lib/tenant/site-param";

type Props = { params: Promise<{ host: string }> };

/** The booking form of a tenant host (proxy.ts rewrites it here). */
export default async function TenantPage({ params }: Props) {
  const page = await getBookingPageForSiteParam((await params).host);
  if (!page) notFound();
  return <EmbedView page={page} />;
}
