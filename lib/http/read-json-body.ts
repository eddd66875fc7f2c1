import { AppError } from "@/lib/errors";

/*
 * The one way a public JSON endpoint reads its request body. In order, each refusal answered before
 * anything is read further (and so before anything is written):
 *   403 a cross-site request (Sec-Fetch-Site: cross-site, or an Origin other than the request's own host,
 *       or Origin: null): a page on another site must not book in a visitor's name;
 *   415 anything but Content-Type: application/json (an HTML form cannot send it without a preflight);
 *   413 a declared Content-Length over the limit, or a body (chunked ones too) that grows past it;
 *   400 an empty body, invalid UTF-8 or malformed JSON.
 * Requests without Origin and Sec-Fetch-Site (curl, server-to-server) are not a browser acting for a
 * visitor, so they pass on to the other checks.
 */

export const MAX_JSON_BODY_BYTES = 16 * 1024;

/** The body, or the refusal to answer (defineRoute answers it as JSON with its code's status). */
export type JsonBody = { ok: true; value: unknown } | { ok: false; error: AppError };

const SAME_SITE_FETCHES = new Set(["same-origin", "same-site", "none"]);

const refuse = (code: AppError["code"], message: string): JsonBody => ({
  ok: false,
  error: new AppError(code, message),
});

/**
 * Whether the request was sent by a page of the host it is sent to. The embeddable form posts from
 * inside its iframe, whose document is ours, so its requests are same-origin like the booking page's.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite !== null && !SAME_SITE_FETCHES.has(fetchSite.trim().toLowerCase())) return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  const host = headers.get("host");
  if (!host) return false;
  try {
    const sender = new URL(origin);
    if (sender.protocol !== "https:" && sender.protocol !== "http:") return false; // 'null' throws above
    if (sender.origin !== origin.trim().toLowerCase()) return false; // no path, credentials or default port
    return sender.host === new URL(`${sender.protocol}//${host.trim()}`).host;
  } catch {
    return false;
  }
}

/** application/json, with an optional UTF-8 charset. */
function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type, ...parameters] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name, raw = ""] = parameter.split("=").map((part) => part.trim());
    if (name === "") return true;
    if (name !== "charset") return false;
    return raw.replace(/^"(.*)"$/, "$1") === "utf-8";
  });
}

/** Reads at most `maxBytes` of the body; null when it is longer (the rest is never read). */
export async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: cancelling one branch of a cloned (teed) body settles only when the other ends too.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  if (!isSameOriginRequest(request.headers)) {
    return refuse("forbidden", "Requests from other sites are not accepted.");
  }
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return refuse("unsupported_media_type", "Send the request as JSON (Content-Type: application/json).");
  }
  const tooLarge = () => refuse("too_large", `The request is larger than ${maxBytes} bytes.`);
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\s*\d+\s*$/.test(declared)) return refuse("invalid", "Invalid Content-Length.");
    if (Number(declared) > maxBytes) return tooLarge();
  }

  let bytes: Uint8Array | null;
  try {
    bytes = await readAtMost(request, maxBytes);
  } catch {
    return refuse("invalid", "The request body could not be read.");
  }
  if (bytes === null) return tooLarge();
  const notJson = () => refuse("invalid", "Send the request as a JSON object.");
  if (bytes.byteLength === 0) return notJson();
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return notJson();
  }
}
