import http from "node:http";
import type { AddressInfo } from "node:net";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * A salon's own website on another origin: a tiny HTTP server that serves one page holding our embed's iframe
 * (and, when `withScript`, the snippet's script). Close it at the end of the test (a failed test's worker is discarded, and the server with it).
 */
export async function serveHostPage({ withScript }: { withScript: boolean }): Promise<{
  url: string;
  close: () => void;
}> {
  const html = `<!doctype html><html lang="en"><head><title>Our salon</title></head><body><h1>Our salon</h1>
    <iframe id="booking" src="http://localhost:${port}/embed/demo" width="100%" height="600" style="border:none" title="Book an appointment"></iframe>
    ${withScript ? `<script src="http://localhost:${port}/embed.js" async></script>` : ""}</body></html>`;
  const site = http.createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/html" }).end(html),
  );
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`, close: () => site.close() };
}
