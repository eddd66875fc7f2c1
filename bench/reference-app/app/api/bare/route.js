export const dynamic = "force-dynamic";

/** Reference (1): a bare route handler returning JSON. */
export function GET() {
  return Response.json({ ok: true, at: Date.now() });
}
