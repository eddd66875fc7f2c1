"use client";

import { useEffect, useRef } from "react";
import { heightMessage, isMeasureRequest, scrollMessage, type EmbedMessage } from "./embed-messages";

/** Marks the content, so a step's heading can find what to measure. */
const CONTENT_ATTRIBUTE = "data-embed-content";

function postToHost(message: EmbedMessage | null) {
  // Heights and offsets are not secret, and the host's origin is unknown here: hence "*".
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
    <div ref={ref} data-embed-content="" className={className} style={style}>
      {children}
    </div>
  );
}

/**
 * A new step is on screen inside the embed: the host page scrolls to its heading (public/embed.js decides whether
 * it needs to). The new height goes first, so the host scrolls in the iframe as it will be.
 */
export function showStepInHost(heading: HTMLElement) {
  if (window.parent === window) return;
  const content = heading.closest<HTMLElement>(`[${CONTENT_ATTRIBUTE}]`);
  if (content) postToHost(heightMessage(contentHeight(content)));
  postToHost(scrollMessage(heading.getBoundingClientRect().top + window.scrollY));
}
