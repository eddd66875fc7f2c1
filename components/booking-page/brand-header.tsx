import type { BusinessBrand } from "@/lib/business/brand";

type Props = {
  brand: BusinessBrand;
  /** The business's description under its name (the booking page); none on the compact header. */
  description?: string;
  /** The wide header image, shown on the booking page only. */
  withHeaderImage?: boolean;
  /** The name is the page's heading on the booking page; elsewhere the page has its own <h1>. */
  nameAs?: "h1" | "p";
};

/** The business's header: header image, logo and name, as every customer-facing page shows it. */
export function BrandHeader({ brand, description, withHeaderImage = false, nameAs = "h1" }: Props) {
  const Name = nameAs;
  return (
    <header className="border-b border-slate-200 bg-white">
      {withHeaderImage && brand.headerImageUrl && (
        // Business-supplied URL: a plain img, not next/image, which would need its host allow-listed.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={brand.headerImageUrl} alt="" className="h-40 w-full object-cover sm:h-56" />
      )}
      <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-6 sm:px-6">
        {brand.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            data-testid="brand-logo"
            src={brand.logoUrl}
            alt={`${brand.name} logo`}
            className="h-14 w-auto max-w-[140px] object-contain"
          />
        )}
        <div>
          <Name data-testid="brand-name" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {brand.name}
          </Name>
          {description && <p className="mt-1 max-w-2xl text-slate-600">{description}</p>}
        </div>
      </div>
    </header>
  );
}
