"use client";

import { formatDuration } from "@/lib/format/duration";
import { useCallback, useEffect, useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Checkbox } from "@/components/ui/checkbox";
import { bindFields } from "@/components/ui/field-binding";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CancelAndSubmit } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { showToast } from "@/components/ui/toast";
import { addAppointmentAction, findCustomersAction } from "@/lib/actions/appointments";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";
import { newAppointmentSchema } from "@/lib/bookings/appointment-schema";
import { formRules } from "@/lib/forms/field-rules";
import { ANY_STAFF, MAX_VISIT_SERVICES } from "@/lib/bookings/public-booking-schema";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AppointmentTimeField } from "./appointment-time-field";
import { DialogFrame } from "@/components/ui/dialog-frame";
import type { NewAppointmentDraft, ScheduleService, ScheduleStaffOption } from "./types";

type Props = {
  draft: NewAppointmentDraft | null;
  services: ScheduleService[];
  staff: ScheduleStaffOption[];
  /** Staff users without "view all" book only for themselves: no "Any available". */
  allowAnyStaff: boolean;
  onClose: () => void;
};

type CustomerMatch = { name: string; email: string; phone: string };

const RULES = formRules(newAppointmentSchema);

/** New appointment: a walk-in or phone booking, for a chosen or any available staff member. */
export function NewAppointmentDialog({ draft, services, staff, allowAnyStaff, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame
      open={draft !== null}
      title="New appointment"
      description="Book a walk-in or a phone booking. Only another appointment at the same time refuses it."
      busy={busy}
      onClose={onClose}
    >
      {draft ? (
        <NewAppointmentForm
          draft={draft}
          services={services}
          staff={staff}
          allowAnyStaff={allowAnyStaff}
          onBusy={setBusy}
          onDone={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}

function NewAppointmentForm({
  draft,
  services,
  staff,
  allowAnyStaff,
  onBusy,
  onDone,
}: Omit<Props, "draft" | "onClose"> & {
  draft: NewAppointmentDraft;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [values, setValues] = useState({
    serviceId: services[0]?.id ?? "",
    alsoServiceIds: [] as string[],
    staffId: draft.staffId || (allowAnyStaff ? ANY_STAFF : (staff[0]?.id ?? "")),
    date: draft.date,
    time: draft.time,
    customerName: "",
    customerEmail: "",
    customerPhone: "",
    notes: "",
    notifyCustomer: true,
  });
  const field = bindFields({
    values,
    onChange: (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change })),
    rules: RULES,
    errorOf: (name) => fieldErrorOf(result, name),
  });
  const setTime = useCallback((time: string) => setValues((current) => ({ ...current, time })), []);

  const chosenServiceIds = [values.serviceId, ...values.alsoServiceIds];
  // Whoever takes a visit does every service of it.
  const eligible = staff.filter(
    (member) =>
      !member.specialties ||
      member.specialties.length === 0 ||
      chosenServiceIds.every((id) => member.specialties!.includes(id)),
  );
  const serviceOptions = services.map((service) => ({
    value: service.id,
    label: `${service.name} (${formatDuration(service.durationMinutes)})`,
  }));
  const setAlso = (alsoServiceIds: string[]) => setValues((current) => ({ ...current, alsoServiceIds }));
  const nextService = services.find((service) => !chosenServiceIds.includes(service.id));
  const staffOptions = [
    ...(allowAnyStaff ? [{ value: ANY_STAFF, label: "Any available" }] : []),
    ...eligible.map((member) => ({ value: member.id, label: member.name })),
  ];

  useEffect(() => onBusy(pending), [pending, onBusy]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      const next = await callAction(addAppointmentAction, null, {
        ...values,
        notifyCustomer: values.notifyCustomer && values.customerEmail !== "",
      });
      setResult(next);
      if (next.ok) {
        showToast({ type: "success", title: "Appointment added", message: next.message });
        router.refresh();
        onDone();
      } else if (!next.fieldErrors) {
        showToast({ type: "error", title: "Couldn't add the appointment", message: next.error });
      }
    });
  }

  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
      {result && !result.ok && !result.fieldErrors ? <FormAlert>{result.error}</FormAlert> : null}
      <Select label="Service" dense options={serviceOptions} {...field.text("serviceId")} />
      {values.alsoServiceIds.map((serviceId, index) => (
        <div key={index} className="flex items-end gap-2">
          <Select
            label={`Then (service ${index + 2})`}
            dense
            className="min-w-0 flex-1"
            options={serviceOptions}
            value={serviceId}
            onChange={(event) =>
              setAlso(values.alsoServiceIds.map((id, at) => (at === index ? event.target.value : id)))
            }
          />
          <Button
            type="button"
            variant="secondary"
            className="min-h-10 px-3"
            aria-label={`Remove service ${index + 2}`}
            onClick={() => setAlso(values.alsoServiceIds.filter((_, at) => at !== index))}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {fieldErrorOf(result, "alsoServiceIds") ? (
        <p role="alert" className="text-sm text-red-700">
          {fieldErrorOf(result, "alsoServiceIds")}
        </p>
      ) : null}
      {nextService && values.alsoServiceIds.length < MAX_VISIT_SERVICES - 1 ? (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => setAlso([...values.alsoServiceIds, nextService.id])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add another service
        </button>
      ) : null}
      <Select label="Staff" dense options={staffOptions} {...field.text("staffId")} />
      <div className="grid grid-cols-2 gap-3">
        <Input label="Date" type="date" dense required {...field.text("date")} />
        <AppointmentTimeField
          serviceId={values.serviceId}
          alsoServiceIds={values.alsoServiceIds}
          staffId={values.staffId}
          date={values.date}
          time={values.time}
          onTimeChange={setTime}
          error={fieldErrorOf(result, "time")}
          clickedTime={draft.staffId !== ""}
        />
      </div>
      <CustomerPicker
        onPick={(customer) =>
          setValues((current) => ({
            ...current,
            customerName: customer.name,
            customerEmail: customer.email,
            customerPhone: customer.phone,
          }))
        }
      />
      <Input label="Customer name" dense autoComplete="off" {...field.text("customerName")} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label="Email (optional)" type="email" dense autoComplete="off" {...field.text("customerEmail")} />
        <Input label="Phone (optional)" type="tel" dense autoComplete="off" {...field.text("customerPhone")} />
      </div>
      <Textarea label="Notes (optional)" dense rows={2} {...field.text("notes")} />
      <Checkbox
        label="Email the customer a confirmation"
        hint={values.customerEmail ? undefined : "Needs the customer's email address."}
        checked={values.notifyCustomer && values.customerEmail !== ""}
        disabled={values.customerEmail === ""}
        onChange={(event) => setValues((current) => ({ ...current, notifyCustomer: event.target.checked }))}
      />
      <CancelAndSubmit className="pt-2" onCancel={onDone} pending={pending} pendingText="Adding...">
        Add appointment
      </CancelAndSubmit>
    </form>
  );
}

/** Finds an existing customer by name, email or phone and fills in their details. */
function CustomerPicker({ onPick }: { onPick: (customer: CustomerMatch) => void }) {
  const listId = useId();
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState<CustomerMatch[]>([]);
  const [searched, setSearched] = useState(false);

  const trimmed = query.trim();
  const searching = trimmed.length >= 2;
  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await callAction(findCustomersAction, null, { query: trimmed });
      if (!current) return;
      setMatches(result.ok ? ((result.data as CustomerMatch[] | undefined) ?? []) : []);
      setSearched(true);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, searching]);
  const shown = searching ? matches : [];

  return (
    <div>
      <Input
        label="Find a customer"
        hint="Search by name, email or phone, or type a new customer's details below."
        type="search"
        dense
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        aria-controls={listId}
      />
      <ul id={listId} aria-live="polite" className="mt-1 max-h-40 overflow-y-auto rounded-lg empty:hidden">
        {shown.map((customer) => (
          <li key={customer.email}>
            <button
              type="button"
              className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              onClick={() => {
                onPick(customer);
                setQuery("");
              }}
            >
              <span className="font-medium text-slate-900">{customer.name}</span>{" "}
              <span className="text-slate-600">
                {customer.email}
                {customer.phone ? ` · ${customer.phone}` : ""}
              </span>
            </button>
          </li>
        ))}
        {searching && searched && matches.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600">No customers found</li>
        ) : null}
      </ul>
    </div>
  );
}
