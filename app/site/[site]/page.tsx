import { notFound } from "next/navigation";
import { BookingPageView } from "@/components/booking-page/booking-page-view";
import { getPublicSite } from "@/lib/booking-page/public-site";

type Props = { params: Promise<{ site: string }> };

export default async function PublicBookingPage({ params }: Props) {
  const page = await getPublicSite((await params).site);
  if (!page) notFound();
  // Rendered per request (the root layout awaits connection()): 'today' is today.
  return <BookingPageView page={page} now={new Date()} />;
}
