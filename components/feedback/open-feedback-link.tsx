"use client";

import { openFeedbackPanel } from "./feedback-events";

/** The banner's "sharing your feedback": a button that reads as a link and opens the feedback panel. */
export function OpenFeedbackLink({ children }: { children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={openFeedbackPanel}
      className="rounded font-semibold underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
