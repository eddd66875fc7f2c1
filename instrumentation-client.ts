import { z } from "zod";

/*
 * Runs in the browser before the app hydrates. zod compiles object parsers with `new Function` when it
 * can and probes for that with `Function("")`; the pages' Content-Security-Policy (no 'unsafe-eval',
 * see proxy.ts) refuses it, which the browser reports as a violation. Parsing without the compiled
 * fast path gives the same results.
 */
z.config({ jitless: true });
