import { notFound } from "next/navigation";
import { EmbedView } from "@/components/booking-page/embed-view";
import { getPublicBookingPage } from "@/lib/booking-page/queries";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";

type Props = { params: Promise<{ businessId: string }> };

export default async function EmbedPage({ params }: Props) {
  const slug = parsePublicBusinessId((await params).businessId);
  const page = slug ? await getPublicBookingPage(slug) : null;
  if (!page) notFound();
  return <EmbedView page={page} />;
}
