"use client";

import { useEffect } from "react";

export const EMBED_HEIGHT_MESSAGE = "bookingpro:height";

/**
 * Inside an iframe, tells the host page how tall the embed is, so public/embed.js can size the
 * iframe to its content: once on mount and again whenever the body changes size. Renders nothing.
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
    report();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(report);
    });
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
