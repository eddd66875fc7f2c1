"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowRight, Check, Copy, ExternalLink, Lock, TriangleAlert, X } from "lucide-react";
import { showToast } from "@/components/ui/toast";
import { useCopy } from "@/components/ui/use-copy";
import {
  SETUP_HIDDEN_COOKIE,
  withSetupHiddenFor,
  type SetupChecklist as Checklist,
  type SetupStepId,
} from "@/lib/overview/setup-checklist";
import { AddMyselfButton } from "./add-myself-button";

type Props = {
  userId: string;
  checklist: Checklist;
  /** The booking page: a path to open here and the full address to share (null without a business). */
  bookingPage: { path: string; url: string } | null;
  /** Active services exist, but no staff member does any of them. */
  customersCannotBook: boolean;
  /** The next step's action as the screen's main button (off where another button above already leads there). */
  emphasiseNext?: boolean;
};

type StepCopy = { title: string; description: string; href: string; action: string };

const STEPS: Record<SetupStepId, StepCopy> = {
  hours: {
    title: "Set your business hours",
    description: "Your business name, opening hours and contact details, as customers will see them.",
    href: "/dashboard/setup",
    action: "Open Business Setup",
  },
  service: {
    title: "Add a service with a price",
    description: "What customers book, how long it takes and what it costs.",
    href: "/dashboard/services",
    action: "Add a service",
  },
  staff: {
    title: "Add a staff member",
    description:
      "The people customers book. Working on your own? Add yourself: you'll do every service during your opening hours.",
    href: "/dashboard/staff",
    action: "Add a team member",
  },
  look: {
    title: "Make the booking page yours",
    description: "Your colours, logo and theme, so customers know it's you.",
    href: "/dashboard/customize",
    action: "Customize your page",
  },
  live: {
    title: "Go live: share your booking page",
    description:
      "Check your page, then share its link on your website, Instagram or Google profile. This ticks itself when your first booking comes in.",
    href: "",
    action: "Open your booking page",
  },
};

const LINK_BUTTON =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50";
const PRIMARY_LINK =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-sky-800";

/**
 * The guided start on Overview (owners and managers): five steps, each ticked from the business's own
 * data (lib/overview/setup-checklist.ts), each with the screen that does it, and the progress. Gone once
 * every step is done; "Hide" leaves it out for this user in this browser (a cookie the page reads).
 */
export function SetupChecklist({ userId, checklist, bookingPage, customersCannotBook, emphasiseNext = true }: Props) {
  const [hidden, setHidden] = useState(false);
  if (hidden || checklist.complete) return null;

  function hide() {
    const current = document.cookie
      .split("; ")
      .find((entry) => entry.startsWith(`${SETUP_HIDDEN_COOKIE}=`))
      ?.slice(SETUP_HIDDEN_COOKIE.length + 1);
    const value = withSetupHiddenFor(current ? decodeURIComponent(current) : undefined, userId);
    document.cookie = `${SETUP_HIDDEN_COOKIE}=${encodeURIComponent(value)}; path=/dashboard; max-age=31536000; samesite=lax`;
    setHidden(true);
    showToast({
      type: "info",
      title: "Checklist Hidden",
      message: "Every step is still in the menu: Business Setup, Services, Staff and Customize.",
    });
  }

  const percent = Math.round((checklist.doneCount / checklist.total) * 100);
  const live = checklist.steps.some((step) => step.id === "live" && step.done);
  return (
    <section
      aria-labelledby="setup-checklist-heading"
      data-testid="setup-checklist"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-start gap-3 px-5 pt-5 sm:px-6">
        <div className="min-w-0 flex-1">
          <h2 id="setup-checklist-heading" className="text-lg font-semibold text-slate-900">
            {live ? "Finish setting up" : "Get ready to take bookings"}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {live ? "You're taking bookings. A few touches left." : "A few steps, and customers can book you online."}
          </p>
        </div>
        <button
          type="button"
          onClick={hide}
          aria-label="Hide setup checklist"
          className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="flex items-center gap-3 px-5 pt-4 pb-5 sm:px-6">
        <div
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={0}
          aria-valuemax={checklist.total}
          aria-valuenow={checklist.doneCount}
          aria-valuetext={`${checklist.doneCount} of ${checklist.total} done`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-green-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p data-testid="setup-progress" className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums">
          {checklist.doneCount} of {checklist.total} done
        </p>
      </div>
      <ol className="divide-y divide-slate-100 border-t border-slate-100">
        {checklist.steps.map((step, index) => {
          const copy = STEPS[step.id];
          const isNext = step.id === checklist.next;
          return (
            <li
              key={step.id}
              data-testid="setup-step"
              data-step={step.id}
              data-done={step.done}
              className={`flex gap-3 px-5 py-4 sm:gap-4 sm:px-6 ${isNext ? "bg-brand-50/50" : ""}`}
            >
              <StepMarker number={index + 1} done={step.done} locked={step.locked} next={isNext} />
              <div className="min-w-0 flex-1">
                <h3 className={`font-semibold ${step.done ? "text-slate-600" : "text-slate-900"}`}>
                  {copy.title}
                  <span className="sr-only">{step.done ? " (done)" : step.locked ? " (not yet)" : " (to do)"}</span>
                </h3>
                {step.done ? null : <p className="mt-0.5 text-sm text-slate-600">{copy.description}</p>}
                {step.id === "staff" && !step.done && customersCannotBook ? (
                  <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-amber-800">
                    <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    Customers can&apos;t book yet: add a staff member who does your services.
                  </p>
                ) : null}
                {step.locked ? (
                  <p className="mt-2 text-sm font-medium text-slate-600">Opens once your business is set up.</p>
                ) : step.done ? null : (
                  <StepActions id={step.id} copy={copy} primary={isNext && emphasiseNext} bookingPage={bookingPage} />
                )}
              </div>
              {step.done && !step.locked && step.id !== "live" ? (
                <Link
                  href={copy.href}
                  aria-label={`Change: ${copy.title}`}
                  className="self-center rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Change
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepMarker({ number, done, locked, next }: { number: number; done: boolean; locked: boolean; next: boolean }) {
  const base = "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold";
  if (done)
    return (
      <span className={`${base} bg-green-600 text-white`} aria-hidden="true">
        <Check className="size-4" strokeWidth={3} />
      </span>
    );
  if (locked)
    return (
      <span className={`${base} bg-slate-100 text-slate-500`} aria-hidden="true">
        <Lock className="size-3.5" />
      </span>
    );
  return (
    <span
      className={`${base} ${next ? "bg-brand-700 text-white" : "border-2 border-slate-300 text-slate-600"}`}
      aria-hidden="true"
    >
      {number}
    </span>
  );
}

function StepActions({
  id,
  copy,
  primary,
  bookingPage,
}: {
  id: SetupStepId;
  copy: StepCopy;
  primary: boolean;
  bookingPage: Props["bookingPage"];
}) {
  const wrap = "mt-3 flex flex-wrap items-center gap-2";
  if (id === "live") {
    if (!bookingPage) return null;
    return (
      <div className={wrap}>
        <a
          href={bookingPage.path}
          target="_blank"
          rel="noopener noreferrer"
          className={primary ? PRIMARY_LINK : LINK_BUTTON}
        >
          {copy.action}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <CopyLinkButton url={bookingPage.url} />
      </div>
    );
  }
  if (id === "staff") {
    return (
      <div className={wrap}>
        <AddMyselfButton variant={primary ? "primary" : "secondary"} />
        <Link href={copy.href} className={LINK_BUTTON}>
          {copy.action}
        </Link>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <Link href={copy.href} className={primary ? PRIMARY_LINK : LINK_BUTTON}>
        {copy.action}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** Copies the booking page's address; a refused clipboard says so and shows the address to copy by hand. */
function CopyLinkButton({ url }: { url: string }) {
  const { copied, copy } = useCopy(`The link is ${url}`);
  return (
    <button type="button" onClick={() => copy(url)} className={LINK_BUTTON}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      <span aria-live="polite">{copied ? "Link copied" : "Copy link"}</span>
    </button>
  );
}
