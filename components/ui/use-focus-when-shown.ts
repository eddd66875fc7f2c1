"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * Focuses an element by id as soon as it is on the page: at the next frame, or after the render that brings it
 * (e.g. the Add button that appears once the server's refreshed list has its first item).
 */
export function useFocusWhenShown(): (id: string) => void {
  const wanted = useRef<string | null>(null);
  const tryFocus = useCallback(() => {
    const element = wanted.current ? document.getElementById(wanted.current) : null;
    if (!element) return;
    wanted.current = null;
    element.focus();
  }, []);
  // After every render: the one that brings the element is not known in advance.
  useEffect(tryFocus);
  return useCallback(
    (id: string) => {
      wanted.current = id;
      window.requestAnimationFrame(tryFocus);
    },
    [tryFocus],
  );
}
