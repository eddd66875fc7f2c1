import { notFound } from "next/navigation";
import { getPublicBookingPage } from "@/lib/booking-page/queries";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";

type Props = { children: React.ReactNode; params: Promise<{ businessId: string }> };

/** As app/book/[businessId]/layout.tsx: unknown ids are a 404 with the form's own text. */
export default async function EmbedLayout({ children, params }: Props) {
  const slug = parsePublicBusinessId((await params).businessId);
  if (!slug || !(await getPublicBookingPage(slug))) notFound();
  return children;
}
