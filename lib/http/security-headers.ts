/*
 * The response headers every page carries. Pure and dependency-free: proxy.ts (pages: CSP with a
 * per-request nonce, framing) and next.config.ts (every response: the static headers) share it.
 */

/** A fresh, unguessable nonce for one response's scripts (base64 of 16 random bytes). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type CspOptions = {
  nonce: string;
  /** The embeddable booking form may be framed by any site; every other page by none. */
  frameable: boolean;
  /** `next dev` evaluates code (React's debug tooling) and talks to its HMR socket. */
  development: boolean;
};

/**
 * The page's Content-Security-Policy. Scripts: only ours, by nonce (Next puts the nonce it reads from
 * the request's CSP header on its own inline and chunk scripts; 'strict-dynamic' lets those load the
 * chunks they import), so no third-party or injected script runs. Styles allow inline attributes:
 * brand colours and chart sizes are set as style attributes.
 */
export function contentSecurityPolicy({ nonce, frameable, development }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Business logos and header images are https URLs on the business's own host.
    "img-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "manifest-src 'self'",
    frameable ? "frame-ancestors *" : "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Headers for a page response: the CSP, and X-Frame-Options for browsers without frame-ancestors. */
export function pageSecurityHeaders(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = { "Content-Security-Policy": contentSecurityPolicy(options) };
  if (!options.frameable) headers["X-Frame-Options"] = "DENY";
  return headers;
}

/** Headers for every response (pages, API, static files). HSTS only in production (https). */
export function staticSecurityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  ];
  // Two years. No includeSubDomains: the platform's apex may host other services; every tenant
  // subdomain served by this app sends the header itself.
  if (production) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000" });
  return headers;
}
