"use client";

import { ChevronDown, MapPin } from "lucide-react";
import { Fragment, useState } from "react";
import { SUMMARY_SEPARATOR } from "@/lib/booking-page/business-summary";
import { BusinessInfoDetails, type BusinessInfoProps } from "./business-info-details";

/**
 * The phone's version: one line (address · today's hours · phone; `businessSummaryParts`) under the header that folds out to
 * the full panel, so the services start near the top of the screen.
 */
export function BusinessInfoSummary({ summary, ...props }: BusinessInfoProps & { summary: string[] }) {
  // Rendered on first opening only: the phone's fold-out would otherwise send everything the desktop panel
  // already holds a second time, and most visitors never open it.
  const [opened, setOpened] = useState(false);
  return (
    <details
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      data-testid="business-info-summary"
      className="group rounded-[var(--bp-radius)] border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2.5 rounded-[var(--bp-radius)] px-3.5 py-2.5 text-sm text-slate-700 [&::-webkit-details-marker]:hidden">
        <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 flex-1 leading-snug">
          <span className="sr-only">Business Information: </span>
          {/* Lines break only between the parts (the address may wrap): never inside a phone number or hours. */}
          {summary.map((part, index) => (
            <Fragment key={part}>
              {index > 0 && " "}
              <span className={index === 0 ? undefined : "whitespace-nowrap"}>
                {part}
                {index < summary.length - 1 && `\u00a0${SUMMARY_SEPARATOR.trim()}`}
              </span>
            </Fragment>
          ))}
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-slate-500 group-open:rotate-180 motion-safe:transition-transform"
        />
      </summary>
      <div className="border-t border-slate-100 px-4 pt-3 pb-4">{opened && <BusinessInfoDetails {...props} />}</div>
    </details>
  );
}
