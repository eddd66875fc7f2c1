import { notFound } from "next/navigation";
import { getBookingPageForSiteParam } from "@/lib/tenant/site-param";

type Props = { children: React.ReactNode; params: Promise<{ host: string }> };

/** Unknown tenant hosts get a real 404 ('Business Not Found'), decided above the loading boundary. */
export default async function TenantLayout({ children, params }: Props) {
  if (!(await getBookingPageForSiteParam((await params).host))) notFound();
  return children;
}
