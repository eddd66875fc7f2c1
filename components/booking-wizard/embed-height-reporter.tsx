"use client";

import { useEffect } from "react";

export const EMBED_HEIGHT_MESSAGE = "bookingpro:height";
/** public/embed.js asks with this when it starts after the embed: the first report went to no listener. */
export const EMBED_MEASURE_MESSAGE = "bookingpro:measure";

/**
 * Inside an iframe, tells the host page how tall the embed is, so public/embed.js can size the
 * iframe to its content: once on mount, again whenever the body changes size, and whenever the host page's
 * script asks (it loads async, so it may start after the first report). Renders nothing.
 */
export function EmbedHeightReporter() {
  useEffect(() => {
    if (window.parent === window) return;
    let lastHeight = -1;
    let frame = 0;
    const report = () => {
      frame = 0;
      // The body's own height (not the viewport's), so the iframe can shrink as well as grow.
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      // The height is not secret and the host's origin is unknown here, hence "*".
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, "*");
    };
    const answer = (event: MessageEvent) => {
      if (event.source !== window.parent || event.data?.type !== EMBED_MEASURE_MESSAGE) return;
      lastHeight = -1;
      report();
    };
    window.addEventListener("message", answer);
    report();
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            if (frame === 0) frame = requestAnimationFrame(report);
          });
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("message", answer);
      observer?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
