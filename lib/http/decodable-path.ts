/**
 * Whether Next can decode a request path. Next decodes the path and each dynamic segment with
 * decodeURIComponent while matching routes, and a malformed escape (`%`, `%ZZ`, `%E0` alone) makes it
 * answer a bare 500 before any of our code runs, so proxy.ts answers such paths with a 400 first.
 * Decoding the whole path fails exactly when some segment would: an escape never spans a `/`.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
