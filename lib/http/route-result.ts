/*
 * What a route handler (and the lib functions behind it) answers when the answer is not plain JSON
 * data: a file, a 304, a bare 404, JSON with another status, or a third party's own response. Only
 * data here: defineRoute (lib/http/define-route.ts) turns each into the HTTP response.
 */

const ROUTE_RESULT = Symbol("route result");

/** How a file is cached and named; the same for its 200 and its 304. */
type FileHeaders = {
  cacheControl: string;
  /** A quoted entity tag. */
  etag?: string;
  lastModified?: Date;
  /** Shown in place or saved, under fileName when given. */
  disposition?: "inline" | "attachment";
  fileName?: string;
  /** Whatever else the file needs said (nosniff, a sandboxing policy, Vary, its encoding, noindex). */
  headers?: Readonly<Record<string, string>>;
};

export type FileResult = FileHeaders & {
  kind: "file";
  /** Bytes are sent as they are, with their length. */
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
};

/** The client's copy is current (a conditional request). */
export type NotModifiedResult = FileHeaders & { kind: "not-modified" };

/** A bare "Not Found" for addresses that must not say whether anything is there (feeds, downloads). */
export type NotFoundResult = { kind: "not-found" };

/** JSON data with a status other than 200 (201 Created). */
export type JsonResult = { kind: "json"; body: unknown; status: number };

/** A response made by a library that owns its protocol (Auth.js), passed on untouched. */
export type PassThroughResult = { kind: "pass-through"; response: Response };

export type RouteResult = FileResult | NotModifiedResult | NotFoundResult | JsonResult | PassThroughResult;

type Branded<T> = T & { readonly [ROUTE_RESULT]: true };

const brand = <T extends RouteResult>(result: T): Branded<T> => ({ ...result, [ROUTE_RESULT]: true });

/** Whether a handler's answer is one of these (anything else it returns is JSON data). */
export function isRouteResult(value: unknown): value is RouteResult {
  return typeof value === "object" && value !== null && ROUTE_RESULT in value;
}

export function fileResult(file: Omit<FileResult, "kind">): FileResult {
  return brand({ ...file, kind: "file" });
}

export function notModifiedResult(file: Omit<NotModifiedResult, "kind">): NotModifiedResult {
  return brand({ ...file, kind: "not-modified" });
}

export function notFoundResult(): NotFoundResult {
  return brand({ kind: "not-found" });
}

export function jsonResult(body: unknown, status: number): JsonResult {
  return brand({ kind: "json", body, status });
}

export function passThroughResult(response: Response): PassThroughResult {
  return brand({ kind: "pass-through", response });
}
