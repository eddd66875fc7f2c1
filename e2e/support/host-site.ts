import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildPublicUrls } from "@/lib/tenant/public-urls";

const port = Number(process.env.E2E_PORT ?? 3100);

type HostPage = { url: string; close: () => void };

/** Serves one page on 127.0.0.1 (another origin than the app's localhost and demo.localhost). */
async function serve(html: string): Promise<HostPage> {
  const site = http.createServer((_request, response) =>
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html),
  );
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`, close: () => site.close() };
}

/**
 * A salon's own website on another origin: a tiny HTTP server that serves one page holding our embed's iframe
 * (and, when `withScript`, the snippet's script). Close it at the end of the test (a failed test's worker is discarded, and the server with it).
 */
export async function serveHostPage({ withScript }: { withScript: boolean }): Promise<HostPage> {
  return serve(`<!doctype html><html lang="en"><head><title>Our salon</title></head><body><h1>Our salon</h1>
    <iframe id="booking" src="http://localhost:${port}/embed/demo" width="100%" height="600" style="border:none" title="Book an appointment"></iframe>
    ${withScript ? `<script src="http://localhost:${port}/embed.js" async></script>` : ""}</body></html>`);
}

/**
 * The demo business's own website as a salon would build it: a header and an introduction above the form, a footer
 * below, and between them the embed code exactly as the White Label screen and the README give it (the iframe on
 * the business's subdomain, then the script).
 */
export async function serveSalonWebsite(): Promise<HostPage> {
  const { embedCode } = buildPublicUrls({
    platformOrigin: `http://localhost:${port}`,
    slug: "demo",
    customDomain: null,
  });
  return serve(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bella Beauty Studio, Manchester</title>
<style>
  body { margin: 0; font: 16px/1.6 Georgia, serif; color: #2d2420; background: #f7f1ec; }
  header, footer { background: #2d2420; color: #f7f1ec; padding: 20px 24px; }
  header p { margin: 0; font-size: 22px; letter-spacing: 0.04em; }
  main { max-width: 1120px; margin: 0 auto; padding: 32px 16px 48px; }
  h1 { font-size: 32px; line-height: 1.2; margin: 0 0 12px; }
  .intro { margin: 0 0 28px; max-width: 640px; }
  .booking { background: #fff; border-radius: 12px; box-shadow: 0 2px 16px rgba(45, 36, 32, 0.08); overflow: hidden; }
  footer { font-size: 14px; }
</style>
</head>
<body>
<header><p>Bella Beauty Studio</p></header>
<main>
  <h1>Book your visit</h1>
  <p class="intro">Cuts, colour, nails and brows in the heart of Manchester. Choose a treatment below and pick a
  time that suits you: you will get a confirmation email straight away, and you can change or cancel online.</p>
  <div class="booking">
${embedCode}
  </div>
</main>
<footer>12 King Street, Manchester M2 4LQ · 0161 496 0000</footer>
</body>
</html>`);
}
