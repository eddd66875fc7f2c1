import { jsonOk } from "./json-response";
import { isRouteResult, type FileResult, type NotModifiedResult } from "./route-result";

/*
 * The one place a route's answer becomes a Response (defineRoute calls it; tests of the lib functions
 * that answer files call it too, to read the answer as a client would).
 */

const PLAIN_NOT_FOUND_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

function fileHeaders(file: Omit<FileResult | NotModifiedResult, "kind" | "body" | "contentType">) {
  const headers = new Headers(file.headers);
  headers.set("Cache-Control", file.cacheControl);
  if (file.etag) headers.set("ETag", file.etag);
  if (file.lastModified) headers.set("Last-Modified", file.lastModified.toUTCString());
  if (file.disposition) {
    headers.set(
      "Content-Disposition",
      file.fileName ? `${file.disposition}; filename="${file.fileName}"` : file.disposition,
    );
  }
  return headers;
}

/**
 * Bytes as a one-chunk stream: given bytes, `Response` copies them into a buffer of its own on every
 * request (~300 kB for a feed of 1,000 bookings, served from memory); a stream it passes on as it is.
 * Nothing downstream detaches the chunk (it is written to the socket, or to Next's gzip stream), so a
 * cache that holds the bytes keeps them.
 */
function streamBytes(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function fileResponse(file: FileResult): Response {
  const headers = fileHeaders(file);
  headers.set("Content-Type", file.contentType);
  if (typeof file.body === "string") return new Response(file.body, { status: 200, headers });
  headers.set("Content-Length", String(file.body.byteLength));
  return new Response(streamBytes(file.body), { status: 200, headers });
}

/** A handler's answer as HTTP: its data as JSON (no-store), or the response its result describes. */
export function toResponse(answer: unknown): Response {
  if (!isRouteResult(answer)) return jsonOk(answer);
  switch (answer.kind) {
    case "json":
      return jsonOk(answer.body, answer.status);
    case "file":
      return fileResponse(answer);
    case "not-modified":
      return new Response(null, { status: 304, headers: fileHeaders(answer) });
    case "not-found":
      return new Response("Not Found", { status: 404, headers: PLAIN_NOT_FOUND_HEADERS });
    case "pass-through":
      return answer.response;
  }
}
