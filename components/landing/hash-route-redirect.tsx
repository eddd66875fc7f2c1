"use client";

import { useEffect } from "react";
import { getLegacyHashRouteTarget } from "@/lib/routing/legacy-hash-route";

/** Old links of the prototype (`/#/book/{id}`) land on the path routes. */
export function HashRouteRedirect() {
  useEffect(() => {
    const target = getLegacyHashRouteTarget(window.location.hash);
    if (target) window.location.replace(target);
  }, []);

  return null;
}
