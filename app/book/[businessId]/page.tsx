import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingPageView } from "@/components/booking-page/booking-page-view";
import { getPublicBookingPage } from "@/lib/booking-page/queries";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";

type Props = { params: Promise<{ businessId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = parsePublicBusinessId((await params).businessId);
  const page = slug ? await getPublicBookingPage(slug) : null;
  return { title: page ? `Book with ${page.name}` : "Business Not Found" };
}

export default async function BookPage({ params }: Props) {
  const slug = parsePublicBusinessId((await params).businessId);
  const page = slug ? await getPublicBookingPage(slug) : null;
  if (!page) notFound();
  return <BookingPageView page={page} />;
}
