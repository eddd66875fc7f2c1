import { notFound } from "next/navigation";
import { getPublicBookingPage } from "@/lib/booking-page/queries";
import { parsePublicBusinessId } from "@/lib/tenant/public-id";

type Props = { children: React.ReactNode; params: Promise<{ businessId: string }> };

/**
 * Looks the business up above the loading boundary, so an unknown id is a real 404
 * (app/book/not-found.tsx) rather than a streamed page. The page reuses the cached result.
 */
export default async function BookLayout({ children, params }: Props) {
  const slug = parsePublicBusinessId((await params).businessId);
  if (!slug || !(await getPublicBookingPage(slug))) notFound();
  return children;
}
