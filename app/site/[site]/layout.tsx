import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BUSINESS_NOT_FOUND_TITLE, describeBusinessNotFound } from "@/components/booking-page/booking-page-messages";
import { getPublicSite, getRequestSiteView } from "@/lib/booking-page/public-site";
import { resolveBusinessBrand } from "@/lib/business/brand";
import { toAbsoluteUrl } from "@/lib/tenant/public-origin";

type Props = { params: Promise<{ site: string }> };

/**
 * One public site: the booking page (/book/{id}, a tenant host's /) and its embeddable form
 * (/embed/{id}, a tenant host's /embed), rewritten here by proxy.ts; {site} says how to find
 * the business. Looking it up above the loading boundary makes an unknown business a real 404
 * (app/site/not-found.tsx) rather than a streamed page; metadata and the pages reuse the cached row.
 */
export default async function PublicSiteLayout({ children, params }: Props & { children: React.ReactNode }) {
  if (!(await getPublicSite((await params).site))) notFound();
  return children;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPublicSite((await params).site);
  if (!page)
    return { title: BUSINESS_NOT_FOUND_TITLE, description: describeBusinessNotFound(await getRequestSiteView()) };
  const brand = resolveBusinessBrand(page);
  const title = `Book with ${brand.name}`;
  const description = page.description || `Book an appointment with ${brand.name} online.`;
  // An uploaded image is a same-origin path: fine for the icon, but a shared link's image needs an
  // absolute address.
  const logo = brand.logoUrl;
  const headerImage = toAbsoluteUrl(brand.headerImageUrl);
  return {
    // A business that hides the BookingPro branding gets no BookingPro in its tab title either.
    title: brand.hidePoweredBy ? { absolute: title } : title,
    description,
    // Shared links show the business, never the platform's marketing copy.
    openGraph: {
      type: "website",
      siteName: brand.name,
      title,
      description,
      ...(headerImage ? { images: [{ url: headerImage }] } : {}),
    },
    ...(logo ? { icons: { icon: logo } } : {}),
  };
}
