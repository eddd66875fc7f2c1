import { useId, useRef, useState } from "react";
import {
  apiErrorResponseSchema,
  bookingCreatedResponseSchema,
  visitCreatedResponseSchema,
} from "@/lib/bookings/public-api";
import { formRules, type FieldRules } from "@/lib/forms/field-rules";
import { customerDetailsSchema, IDEMPOTENCY_KEY_HEADER } from "@/lib/bookings/public-booking-schema";
import {
  toConfirmedVisit,
  validateDetails,
  type BookingLinks,
  type ConfirmedBooking,
  type DetailsErrors,
  type DetailsField,
  type DetailsValues,
} from "./wizard-state";
import {
  BookingSummary,
  ErrorAlert,
  GENERIC_ERROR,
  PRIMARY_BUTTON,
  RADIUS,
  StepHeading,
  type SummaryProps,
} from "./wizard-ui";

const RULES = formRules(customerDetailsSchema);

/** The fields in order (the first with an error takes focus). */
const DETAILS_FIELDS: readonly Omit<FieldProps, "value" | "error" | "onValue">[] = [
  { name: "customerName", label: "Full Name", autoComplete: "name" },
  { name: "customerEmail", label: "Email Address", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "customerPhone", label: "Mobile Number", type: "tel", autoComplete: "tel" },
  { name: "notes", label: "Additional Notes", multiline: true },
];
const FIELD_ORDER = DETAILS_FIELDS.map((field) => field.name);

/** After every retry failed: the key makes pressing Confirm again safe, so say so. */
export const CONNECTION_LOST_MESSAGE =
  "We couldn't reach the booking system, so your booking may not have been made yet. Check your connection and press Confirm Booking again: you won't be booked twice.";

/** Waits before each automatic retry of a request that got no answer (a dropped connection). */
const RETRY_DELAYS_MS = [600, 1500];

/**
 * POSTs the booking; a request that gets no answer at all is sent again with the same Idempotency-Key
 * (the server answers a repeat with the booking it already made), then the failure is the caller's.
 */
async function postBooking(url: string, body: string, idempotencyKey: string): Promise<Response> {
  for (let retry = 0; ; retry++) {
    try {
      return await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        },
        body,
      });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

type Props = {
  slug: string;
  /** The visit's services in order (one for a booking of one service), each with its staff choice. */
  serviceIds: string[];
  staffIds: string[];
  staffing: "same" | "each";
  date: string;
  time: string;
  /** This choice's Idempotency-Key (wizard state): a retry never books twice. */
  idempotencyKey: string;
  summary: SummaryProps;
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  onConfirmed: (booking: ConfirmedBooking, links: BookingLinks) => void;
  onSlotTaken: (message: string) => void;
};

/** The server's record of what was booked, as the confirmation shows it; null when the answer is not one. */
function readConfirmation(body: unknown, visit: boolean): { booking: ConfirmedBooking; links: BookingLinks } | null {
  if (visit) {
    const created = visitCreatedResponseSchema.safeParse(body);
    if (!created.success) return null;
    const { manageUrl, calendar } = created.data;
    return { booking: toConfirmedVisit(created.data.visit), links: { manageUrl, calendar } };
  }
  const created = bookingCreatedResponseSchema.safeParse(body);
  if (!created.success) return null;
  const { manageUrl, calendar } = created.data;
  return { booking: created.data.booking, links: { manageUrl, calendar } };
}

/** Only the errors of fields this form shows; others (serviceId, date...) go to the general alert. */
function pickFieldErrors(fieldErrors: Record<string, string> | undefined): DetailsErrors {
  const picked: DetailsErrors = {};
  for (const field of FIELD_ORDER) {
    const message = fieldErrors?.[field];
    if (message) picked[field] = message;
  }
  return picked;
}

/** Step 4: booking summary, then the customer's details; submits the booking. */
export function DetailsStep({
  slug,
  serviceIds,
  staffIds,
  staffing,
  date,
  time,
  idempotencyKey,
  summary,
  values,
  onChange,
  onConfirmed,
  onSlotTaken,
}: Props) {
  const [fieldErrors, setFieldErrors] = useState<DetailsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A second click can arrive before React re-renders the disabled button: this guard is synchronous.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstError(errors: DetailsErrors) {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function update(field: DetailsField, value: string) {
    onChange({ ...values, [field]: value });
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const errors = validateDetails(values);
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length > 0) {
      focusFirstError(errors);
      return;
    }

    sendingRef.current = true;
    setSending(true);
    let settled = false;
    try {
      const visit = serviceIds.length > 1;
      const customer = {
        customerName: values.customerName.trim(),
        customerEmail: values.customerEmail.trim(),
        customerPhone: values.customerPhone.trim(),
        notes: values.notes.trim(),
      };
      const base = `/api/public/businesses/${encodeURIComponent(slug)}`;
      const items = serviceIds.map((serviceId, index) => ({ serviceId, staffId: staffIds[index] }));
      let response: Response;
      try {
        response = visit
          ? await postBooking(
              `${base}/visits`,
              JSON.stringify({ items, staffing, date, time, ...customer }),
              idempotencyKey,
            )
          : await postBooking(
              `${base}/bookings`,
              JSON.stringify({ ...items[0], date, time, ...customer }),
              idempotencyKey,
            );
      } catch {
        setFormError(CONNECTION_LOST_MESSAGE);
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const confirmed = readConfirmation(body, visit);
      const failure = apiErrorResponseSchema.safeParse(body);
      const message = failure.success ? failure.data.error : GENERIC_ERROR;
      const code = failure.success ? failure.data.code : undefined;

      if (response.ok && confirmed) {
        settled = true;
        onConfirmed(confirmed.booking, confirmed.links);
        return;
      }
      // The time went (taken, or no longer bookable): back to fresh times. A 409 without a code counts too.
      if (code === "slot_taken" || (response.status === 409 && code === undefined)) {
        settled = true;
        onSlotTaken(message);
        return;
      }
      if (response.status === 400 || response.status === 422) {
        const serverErrors = pickFieldErrors(failure.data?.fieldErrors);
        setFieldErrors(serverErrors);
        if (Object.keys(serverErrors).length > 0) focusFirstError(serverErrors);
        else setFormError(message);
        return;
      }
      setFormError(response.ok ? GENERIC_ERROR : message);
    } catch {
      setFormError(GENERIC_ERROR);
    } finally {
      // On success or a lost slot this step unmounts; only re-enable the button when we stay here.
      if (!settled) {
        sendingRef.current = false;
        setSending(false);
      }
    }
  }

  return (
    <section>
      <StepHeading title="Your Details" />
      <BookingSummary {...summary} />
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={sending} className="mt-6 space-y-4">
        {formError && <ErrorAlert message={formError} />}
        {DETAILS_FIELDS.map((field) => (
          <Field
            key={field.name}
            {...field}
            {...RULES[field.name]}
            value={values[field.name]}
            error={fieldErrors[field.name]}
            onValue={(value) => update(field.name, value)}
          />
        ))}
        <button type="submit" disabled={sending} className={`${PRIMARY_BUTTON} w-full`}>
          {sending ? "Booking..." : "Confirm Booking"}
        </button>
      </form>
    </section>
  );
}

type FieldProps = Pick<FieldRules, "required" | "maxLength"> & {
  label: string;
  name: DetailsField;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "email";
};

function Field({
  label,
  name,
  value,
  error,
  onValue,
  multiline,
  required,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = {
    id,
    name,
    value,
    required,
    maxLength,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `block w-full ${RADIUS} border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-[var(--bp-primary,#0369a1)] focus:ring-2 focus:ring-[var(--bp-primary,#0369a1)]/30 focus:outline-none ${
      error ? "border-red-600" : "border-slate-300"
    }`,
  };
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {/* Outside the label, so the field's accessible name is exactly the label text. */}
        {!required && (
          <span aria-hidden="true" className="text-xs text-slate-700">
            Optional
          </span>
        )}
      </div>
      {multiline ? (
        <textarea {...control} rows={3} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...control} type={type} inputMode={inputMode} onChange={(event) => onValue(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
