import { AppError } from "@/lib/errors";
import { isSameOriginRequest, readAtMost } from "./read-json-body";

/*
 * A POST to a page is a server action: with a `Next-Action` header from React's client, or without one
 * from a form posted before the page's scripts ran (its action id in a `$ACTION_ID_…` field). Next reads
 * and decodes its body before any of our code runs and answers 500 when that fails (another site's
 * Origin, a body over the limit, a body that is not JSON, arguments that are not a list, a reference to a
 * part the body does not have). These checks, run by proxy.ts, answer such requests with a 4xx first.
 * What passes on is decoded by Next and validated by the action wrapper (lib/actions/action.ts).
 */

/** The body types React's client sends: JSON text, or multipart (FormData); plain HTML forms may post urlencoded. */
const ACTION_CONTENT_TYPES = new Set(["text/plain", "multipart/form-data", "application/x-www-form-urlencoded"]);

/** A refusal answered as plain text (React's client shows no JSON for a failed action request). */
export type PlainRefusal = { status: 400 | 415; message: string };

const plain = (status: PlainRefusal["status"], message: string): PlainRefusal => ({ status, message });

export function isServerActionRequest(request: Request): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/**
 * A refusal (answered as JSON with its code's status) for any POST to a page that Next would answer 500: 403 from another site (Next aborts a
 * cross-site action, with or without `Next-Action`), 413 over `maxBodyBytes` (next.config.ts's
 * `serverActions.bodySizeLimit`): a declared Content-Length, or a chunked body counted as it arrives.
 * Null lets it through.
 */
export async function refuseUnsafePagePost(request: Request, maxBodyBytes: number): Promise<AppError | null> {
  if (!isSameOriginRequest(request.headers)) {
    return new AppError("forbidden", "Requests from other sites are not accepted.");
  }
  const tooLarge = () => new AppError("too_large", `The request is larger than ${maxBodyBytes} bytes.`);
  const declared = request.headers.get("content-length");
  if (declared !== null) return Number(declared) > maxBodyBytes ? tooLarge() : null;
  if (request.body === null) return null;
  // A chunked body. Next keeps a copy of every body it hands the proxy (up to 10 MB) anyway, so reading
  // this one as far as the limit costs little; a body that fails to arrive is left for Next to refuse.
  try {
    return (await readAtMost(request.clone(), maxBodyBytes)) === null ? tooLarge() : null;
  } catch {
    return null;
  }
}

/** A refusal for a server action request Next could not decode, or null to let it through. Run after refuseUnsafePagePost. */
export async function refuseMalformedServerAction(request: Request): Promise<PlainRefusal | null> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!ACTION_CONTENT_TYPES.has(type)) return plain(415, "Unsupported content type.");
  if (type !== "text/plain") return null;
  let args: unknown;
  try {
    args = JSON.parse(await request.clone().text());
  } catch {
    return plain(400, "Invalid server action request.");
  }
  return Array.isArray(args) && onlyInlineValues(args) ? null : plain(400, "Invalid server action request.");
}

/**
 * React encodes values JSON cannot hold as strings starting with '$'. Most of them point at another
 * part of a multipart body; a text body has no other part, so such a reference can never resolve (Next
 * answers 500 when the body ends). Only the self-contained forms are let through: '$$…' (a string that
 * starts with '$'), Infinity, -0/-Infinity, NaN, undefined, a Date, a BigInt and a temporary reference.
 */
function onlyInlineValues(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.startsWith("$") && !/^\$(?:[$I\-NuDT]|n-?\d{1,1000}$)/.test(value)) return false;
    } else if (value !== null && typeof value === "object") {
      pending.push(...Object.values(value));
    }
  }
  return true;
}
