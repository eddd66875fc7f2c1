"use client";

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { MessageSquareText, Star } from "lucide-react";
import { submitFeedbackAction } from "@/lib/actions/feedback";
import { callAction } from "@/lib/actions/client";
import { toFieldErrors } from "@/lib/forms/field-errors";
import { formRules } from "@/lib/forms/field-rules";
import {
  DEFAULT_FEEDBACK_RATING,
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_RATINGS,
  FEEDBACK_TYPE_LABELS,
  feedbackFieldsSchema,
  type FeedbackBrowserInfo,
  type FeedbackType,
} from "@/lib/feedback/schema";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { bindFields } from "@/components/ui/field-binding";
import { fieldAria, FieldMessages } from "@/components/ui/field-parts";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { showToast } from "@/components/ui/toast";
import { OPEN_FEEDBACK_EVENT } from "./feedback-events";
import { hasSeenWelcome, markWelcomeSeen, subscribeWelcomeSeen } from "./welcome-seen";

/** How long after the first dashboard visit the welcome prompt appears. */
export const WELCOME_PROMPT_DELAY_MS = 3000;

type FormValues = { type: FeedbackType; rating: number; title: string; description: string };

const EMPTY_FORM: FormValues = {
  type: DEFAULT_FEEDBACK_TYPE,
  rating: DEFAULT_FEEDBACK_RATING,
  title: "",
  description: "",
};

const RULES = formRules(feedbackFieldsSchema);

const TYPE_OPTIONS = Object.entries(FEEDBACK_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** What the browser says about itself; the server keeps known keys only and cuts each to size. */
function collectBrowserInfo(): FeedbackBrowserInfo {
  let timezone = "";
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    // An old browser without time zone support: left out.
  }
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    windowSize: `${window.innerWidth}x${window.innerHeight}`,
    timezone,
  };
}

/** Whether a modal dialog (Radix: role dialog or alertdialog, data-state open) is on screen. */
function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

function subscribeDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-state"],
  });
  return () => observer.disconnect();
}

/**
 * The beta feedback widget on every dashboard screen: the top bar's Feedback button (in the bar's flow, so it
 * covers nothing) toggling the non-modal 'Beta Feedback' panel below it, and the one-time welcome prompt,
 * which waits while a dialog is open. Who sends the feedback is the session's
 * user (the server's business); `userId` only keys the prompt's "seen" flag in this browser.
 */
export function FeedbackWidget({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [promptDue, setPromptDue] = useState(false);

  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const promptHeadingId = useId();

  const seen = useSyncExternalStore(
    subscribeWelcomeSeen,
    () => hasSeenWelcome(userId),
    () => true,
  );

  // The prompt is due 3 seconds after the dashboard opened, unless it was seen already.
  useEffect(() => {
    if (seen) return;
    const timer = window.setTimeout(() => setPromptDue(true), WELCOME_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [seen]);

  const dialogOpen = useSyncExternalStore(subscribeDialogs, isModalOpen, () => false);
  const showPrompt = promptDue && !seen && !open && !dialogOpen;

  const openPanel = useCallback(() => {
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement ? active : null;
    // Opening the panel before the prompt shows counts as having seen it.
    markWelcomeSeen(userId);
    setOpen(true);
  }, [userId]);

  const closePanel = useCallback(() => {
    setOpen(false);
    const back = returnFocusRef.current;
    returnFocusRef.current = null;
    // Back to whatever opened it (the button, the banner's link); the prompt's button is gone by then.
    (back && back.isConnected && !panelRef.current?.contains(back) ? back : buttonRef.current)?.focus();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_FEEDBACK_EVENT, openPanel);
    return () => window.removeEventListener(OPEN_FEEDBACK_EVENT, openPanel);
  }, [openPanel]);

  // Focus moves into the panel when it opens (its first field).
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("select, input, textarea")?.focus();
  }, [open]);

  function change(update: Partial<FormValues>) {
    setValues((current) => ({ ...current, ...update }));
    // A field's message goes once it is edited; the others stay until the next send.
    setErrors((current) => {
      const edited = Object.keys(update).filter((field) => current[field]);
      if (edited.length === 0) return current;
      return Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field)));
    });
  }
  const field = bindFields({ values, onChange: change, rules: RULES, errorOf: (name) => errors[name] });

  function focusFirstError(fieldErrors: Record<string, string>) {
    const first = ["type", "rating", "title", "description"].find((field) => fieldErrors[field]);
    if (first) panelRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = feedbackFieldsSchema.safeParse(values);
    if (!checked.success) {
      const fieldErrors = toFieldErrors(checked.error);
      setErrors(fieldErrors);
      setFormError(null);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    const result = await callAction(submitFeedbackAction, null, {
      type: values.type,
      rating: String(values.rating),
      title: values.title,
      description: values.description,
      pageUrl: window.location.href,
      browserInfo: collectBrowserInfo(),
    });
    setPending(false);
    if (result.ok) {
      showToast({
        type: "success",
        title: "Thank You!",
        message: "Your feedback has been submitted successfully. We truly appreciate your input!",
      });
      setValues(EMPTY_FORM);
      closePanel();
      return;
    }
    // Whatever the refusal (limit, session, network), what was typed stays.
    const fieldErrors = result.fieldErrors ?? {};
    setErrors(fieldErrors);
    setFormError(Object.keys(fieldErrors).length > 0 ? null : result.error);
    showToast({
      type: "error",
      title: "Submission Failed",
      message: "There was an error submitting your feedback. Please try again.",
    });
    focusFirstError(fieldErrors);
  }

  function dismissPrompt() {
    markWelcomeSeen(userId);
    buttonRef.current?.focus();
  }

  return (
    // One item of the top bar: the prompt and the panel are fixed below it.
    <div className="flex shrink-0">
      {/* Always mounted, so the prompt's arrival is announced. */}
      <div aria-live="polite">
        {showPrompt ? (
          <section
            aria-labelledby={promptHeadingId}
            data-testid="feedback-welcome"
            onKeyDown={(event) => {
              if (event.key === "Escape") dismissPrompt();
            }}
            className="fixed top-[4.5rem] right-4 z-40 w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10"
          >
            <h2 id={promptHeadingId} className="text-base font-semibold text-slate-900">
              Welcome to the BookingPro beta
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              We&apos;re building BookingPro with the people who use it. Spotted a bug or wish something worked
              differently? We&apos;d love to hear from you.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                onClick={() => {
                  openPanel();
                }}
              >
                Give Feedback
              </Button>
              <Button variant="secondary" onClick={dismissPrompt}>
                Maybe Later
              </Button>
            </div>
          </section>
        ) : null}
      </div>

      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          data-testid="feedback-panel"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              closePanel();
            }
          }}
          className="fixed top-[4.5rem] right-4 z-40 flex max-h-[calc(100dvh-5.5rem)] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/15"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <div>
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                Beta Feedback
              </h2>
              <p className="text-sm text-slate-600">Tell us what works and what doesn&apos;t.</p>
            </div>
            <CloseButton label="Close feedback" onClick={closePanel} className="-mr-1" />
          </div>
          <form noValidate onSubmit={submit} className="space-y-4 overflow-y-auto px-4 py-4">
            <Select dense label="Type" options={TYPE_OPTIONS} {...field.text("type")} />
            <RatingField value={values.rating} onChange={(rating) => change({ rating })} error={errors.rating} />
            <Input dense label="Title" {...field.text("title")} />
            <Textarea dense label="Details" rows={4} {...field.text("description")} />
            {formError ? (
              <p role="alert" className="text-sm text-red-700">
                {formError}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={closePanel}>
                Cancel
              </Button>
              <SubmitButton pending={pending} pendingText="Sending...">
                Send Feedback
              </SubmitButton>
            </div>
          </form>
        </div>
      ) : null}

      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="feedback-button"
        onClick={() => (open ? closePanel() : openPanel())}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) closePanel();
        }}
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-xl border border-slate-200 px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900 aria-expanded:bg-slate-100"
      >
        <MessageSquareText className="size-5" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">Feedback</span>
      </button>
    </div>
  );
}

/** Rating 1-5 as a radio group of stars: arrow keys move, each star is labelled. */
function RatingField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={fieldAria(id, { error })["aria-describedby"]}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Rating</legend>
      <div className="flex items-center gap-1">
        {FEEDBACK_RATINGS.map((rating) => (
          <label key={rating} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span className="inline-flex size-9 items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600 hover:bg-slate-100">
              <Star
                className={`size-6 ${rating <= value ? "fill-amber-400 text-amber-600" : "text-slate-500"}`}
                aria-hidden="true"
              />
            </span>
            <span className="sr-only">{rating === 1 ? "1 star" : `${rating} stars`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-700" aria-hidden="true">
          {value} out of 5
        </span>
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
