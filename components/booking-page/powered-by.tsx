import { getPlatformOrigin } from "@/lib/tenant/public-origin";

/**
 * "Powered by BookingPro", linking to BookingPro itself: on a tenant's subdomain or domain "/" is the tenant's
 * own page, so the link takes the platform's origin. In the embed it opens outside the iframe (`newTab`), where
 * a page that refuses to be framed can show.
 */
export function PoweredBy({ newTab = false }: { newTab?: boolean }) {
  return (
    <p className="py-6 text-center text-xs text-slate-600">
      Powered by{" "}
      <a
        href={`${getPlatformOrigin()}/`}
        className="font-medium text-slate-800 hover:underline"
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        BookingPro
      </a>
    </p>
  );
}
