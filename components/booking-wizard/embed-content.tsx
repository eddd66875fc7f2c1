"use client";

import { useEffect, useRef } from "react";
import { heightMessage, isMeasureRequest, type EmbedMessage } from "./embed-messages";

function postToHost(message: EmbedMessage | null) {
  // Heights are not secret, and the host's origin is unknown here: hence "*".
  if (message && window.parent !== window) window.parent.postMessage(message, "*");
}

/** The content's own height: not the body's, which is at least the iframe's (min-h-screen), so it could never shrink. */
function contentHeight(content: HTMLElement): number {
  return content.getBoundingClientRect().height;
}

/**
 * The embed's content. Inside an iframe it tells the host page how tall it is, so public/embed.js can size the
 * iframe to it (up and down): on mount, whenever it changes size, and whenever the host page's script asks (it
 * loads async, so it may start after the first report).
 */
export function EmbedContent({
  className,
  style,
  children,
}: {
  className?: string;
  style?: React.CSSProperties;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const content = ref.current;
    if (!content || window.parent === window) return;
    let lastHeight = -1;
    let frame = 0;
    const report = () => {
      frame = 0;
      const message = heightMessage(contentHeight(content));
      if (!message || message.height === lastHeight) return;
      lastHeight = message.height;
      postToHost(message);
    };
    const answer = (event: MessageEvent) => {
      if (event.source !== window.parent || !isMeasureRequest(event.data)) return;
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
    observer?.observe(content);
    return () => {
      window.removeEventListener("message", answer);
      observer?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div ref={ref} className={className} style={style}>
      {children}
    </div>
  );
}
