"use client";

import { useEffect, useState } from "react";
import { showToast } from "./toast";

const COPIED_FOR_MS = 2000;

/** Copies to the clipboard; a refused clipboard says so (`refused`: what to do instead) rather than failing silently. */
export async function copyText(value: string, refused: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    showToast({ type: "error", title: "Copy Failed", message: `Your browser refused to copy. ${refused}` });
    return false;
  }
}

/** A Copy button's state: `copied` for two seconds after a copy went through. */
export function useCopy(refused: string) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return {
    copied,
    copy: async (value: string) => {
      if (await copyText(value, refused)) setCopied(true);
    },
  };
}
