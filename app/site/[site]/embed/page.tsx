import { notFound } from "next/navigation";
import { EmbedView } from "@/components/booking-page/embed-view";
import { getPublicSite } from "@/lib/booking-page/public-site";

type Props = { params: Promise<{ site: string }> };

export default async function PublicEmbedPage({ params }: Props) {
  const page = await getPublicSite((await params).site);
  if (!page) notFound();
  return <EmbedView page={page} />;
}
