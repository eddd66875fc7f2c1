import { isIpAddress } from "./parse-host";

/**
 * Where a business's public pages live (spec 'URL shapes (white label)'), as a pure function:
 * on its custom domain when it has one, otherwise on its subdomain of the platform host.
 * A platform reached by IP address has no subdomains, so its own origin serves the pages.
 */

export type PublicUrls = {
  origin: string;
  bookingPageUrl: string;
  embedUrl: string;
  staffLoginUrl: string;
  /**
   * The spec's iframe (width 100%, height 600, no border) and the optional one-line script that
   * lets the form size the iframe to its content (public/embed.js).
   */
  embedCode: string;
};

export function buildPublicUrls({
  platformOrigin,
  slug,
  customDomain,
}: {
  platformOrigin: string;
  slug: string;
  customDomain: string | null;
}): PublicUrls {
  const origin = customDomain ? `https://${customDomain}` : subdomainOrigin(platformOrigin, slug);
  const embedUrl = `${origin}/embed/${slug}`;
  return {
    origin,
    bookingPageUrl: `${origin}/book/${slug}`,
    embedUrl,
    staffLoginUrl: `${origin}/staff-login`,
    embedCode: `<iframe src="${embedUrl}" width="100%" height="600" style="border:none" title="Book an appointment"></iframe>\n<script src="${origin}/embed.js" async></script>`,
  };
}

function subdomainOrigin(platformOrigin: string, slug: string): string {
  let url: URL;
  try {
    url = new URL(platformOrigin);
  } catch {
    return platformOrigin.replace(/\/$/, "");
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (isIpAddress(hostname)) return url.origin;
  const base = hostname.replace(/^www\./, "");
  return `${url.protocol}//${slug}.${base}${url.port ? `:${url.port}` : ""}`;
}
