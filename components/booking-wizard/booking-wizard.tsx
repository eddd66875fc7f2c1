"use client";

import { ChevronLeft } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { getEligibleStaff } from "@/lib/availability/eligibility";
import { addTerms, rangeOfTerms } from "@/lib/services/staff-terms";
import { ANY_STAFF } from "@/lib/bookings/public-booking-schema";
import { Confirmation } from "./confirmation";
import { DateTimeStep } from "./date-time-step";
import { DetailsStep } from "./details-step";
import { showStepInHost } from "./embed-content";
import { ServiceStep } from "./service-step";
import { ANY_PROFESSIONAL_LABEL, StaffStep } from "./staff-step";
import { indicatorSteps, StepIndicator } from "./step-indicator";
import { SummaryBar } from "./summary-bar";
import { VisitServices } from "./visit-services";
import {
  canAddService,
  createIdempotencyKey,
  emptyDetails,
  initialWizardState,
  staffChoicesOf,
  visitServiceIds,
  visitStaffingOf,
  wizardReducer,
  type DetailsValues,
  type WizardService,
  type WizardStaff,
} from "./wizard-state";

export type BookingWizardProps = {
  /** The business's public id, used in the public API paths. */
  slug: string;
  businessName: string;
  showPricing: boolean;
  showStaffSelection: boolean;
  showStepIndicator: boolean;
  /** Inside the embed's iframe: the host page scrolls to each step, and links leave the frame. */
  embedded?: boolean;
  /** Already only the bookable services, in the business's order. */
  services: WizardService[];
  /** The business has services, but no staff member does any of them yet. */
  awaitingStaff?: boolean;
  /** How to reach the business when it cannot be booked online. */
  contact?: { phone: string; email: string };
  staff: WizardStaff[];
  /** For the confirmation: where to go, and until when it can be changed online. */
  address?: string;
  cancellationNoticeHours?: number;
};

/** The public booking flow: service → staff → date & time → details → confirmation. */
export function BookingWizard({
  slug,
  businessName,
  showPricing,
  showStaffSelection,
  showStepIndicator,
  embedded = false,
  services,
  awaitingStaff = false,
  contact,
  staff,
  address = "",
  cancellationNoticeHours = 24,
}: BookingWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  // Kept here, not in the form, so what was typed survives going back to pick another time.
  const [details, setDetails] = useState<DetailsValues>(emptyDetails);
  const containerRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // The visit's services in order: one for a booking of one service.
  const visitServices = visitServiceIds(state)
    .map((id) => services.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is WizardService => candidate !== undefined);
  const service = visitServices[0] ?? null;
  const staffByService = visitServices.map((each) => getEligibleStaff(staff, each.id));
  // Those who can do the whole visit.
  const eligibleStaff = (staffByService[0] ?? []).filter((member) =>
    staffByService.every((list) => list.includes(member)),
  );
  const staffChoices = staffChoicesOf(state);
  const chosenStaff = staffChoices.map((id) => staff.find((candidate) => candidate.id === id) ?? null);
  // Each chosen professional's own duration and price; "any professional": the range until the booking is made.
  const termsByService = visitServices.map((each, index) =>
    rangeOfTerms(each, chosenStaff[index] ? [chosenStaff[index]] : staffByService[index]),
  );
  const terms = termsByService.length > 0 ? addTerms(termsByService) : null;
  const serviceName = visitServices.map((each) => each.name).join(" + ");
  const staffNames = [...new Set(staffChoices)].map((id) =>
    id === ANY_STAFF ? ANY_PROFESSIONAL_LABEL : (staff.find((candidate) => candidate.id === id)?.name ?? ""),
  );
  const staffLabel = staffNames.length > 0 ? staffNames.join(", ") : null;
  const staffing = visitStaffingOf(state);

  // Each new step starts at its heading: scrolled to the top of the screen (a phone shows the new choices,
  // not the bottom of the old ones) and focused, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = containerRef.current?.querySelector<HTMLElement>("[data-step-heading]");
    if (!heading) return;
    if (embedded) {
      // The iframe is as tall as the form, so its own window never scrolls: the host page's does.
      heading.focus({ preventScroll: true });
      showStepInHost(heading);
      return;
    }
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (heading.getBoundingClientRect().top < 0 || heading.getBoundingClientRect().top > window.innerHeight / 2) {
      heading.scrollIntoView({ block: "start", behavior: reduceMotion ? "auto" : "smooth" });
    }
    heading.focus({ preventScroll: true });
  }, [state.step, embedded]);

  function bookAnother() {
    setDetails(emptyDetails);
    dispatch({ type: "reset" });
  }

  // The visit's services under the staff and time steps' headings, to add one or take one out.
  const visitPanel = service ? (
    <VisitServices
      services={visitServices.map((each, index) => ({
        id: each.id,
        name: each.name,
        terms: termsByService[index],
      }))}
      showPricing={showPricing}
      canAdd={canAddService(state) && services.length > visitServices.length}
      onAdd={() => dispatch({ type: "addService" })}
      onRemove={(serviceId) => dispatch({ type: "removeService", serviceId, showStaffSelection })}
    />
  ) : null;

  const canGoBack = state.step === 2 || state.step === 3 || state.step === 4 || (state.step === 1 && state.adding);
  const showBar = service !== null && (state.step === 2 || state.step === 3);

  return (
    <div ref={containerRef} aria-label={`Book an appointment with ${businessName}`} role="region" className="w-full">
      {showStepIndicator && <StepIndicator steps={indicatorSteps(state.step, showStaffSelection)} />}

      {canGoBack && (
        <button
          type="button"
          onClick={() => dispatch({ type: "back" })}
          className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1 rounded-[var(--bp-radius,8px)] px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Back
        </button>
      )}

      {state.step === 1 && (
        <ServiceStep
          services={services}
          awaitingStaff={awaitingStaff}
          businessName={businessName}
          contact={contact}
          selectedServiceId={state.serviceId}
          visitServiceIds={state.adding ? visitServiceIds(state) : undefined}
          showPricing={showPricing}
          onSelect={(chosen) => dispatch({ type: "selectService", serviceId: chosen.id, showStaffSelection })}
        />
      )}

      {state.step === 2 && (
        <StaffStep
          staff={eligibleStaff}
          services={visitServices}
          staffByService={staffByService}
          showPricing={showPricing}
          selectedStaffId={state.staffId}
          selectedStaffIds={state.staffIds}
          onSelect={(staffId) => dispatch({ type: "selectStaff", staffId })}
          onSelectPerService={(staffIds) => dispatch({ type: "selectStaffPerService", staffIds })}
          visitPanel={visitPanel}
        />
      )}

      {state.step === 3 && service && staffChoices.length > 0 && (
        <DateTimeStep
          slug={slug}
          serviceIds={visitServiceIds(state)}
          staffIds={staffChoices}
          staffing={staffing}
          visitPanel={visitPanel}
          date={state.date}
          time={state.time}
          notice={state.dateTimeNotice}
          onSelectDate={(date) => dispatch({ type: "selectDate", date })}
          onSelectTime={(date, time) => dispatch({ type: "selectTime", date, time })}
        />
      )}

      {state.step === 4 && service && staffChoices.length > 0 && state.date && state.time && state.attempt && (
        <DetailsStep
          slug={slug}
          serviceIds={visitServiceIds(state)}
          staffIds={staffChoices}
          staffing={staffing}
          date={state.date}
          time={state.time}
          idempotencyKey={state.attempt.key}
          summary={{
            serviceName,
            serviceCount: visitServices.length,
            staffName: staffLabel ?? "",
            date: state.date,
            time: state.time,
            terms: terms ?? service.range,
            showPricing,
          }}
          values={details}
          onChange={setDetails}
          onConfirmed={(booking, links) => dispatch({ type: "confirmed", booking, links })}
          onSlotTaken={(message) => dispatch({ type: "slotTaken", message })}
        />
      )}

      {state.step === "confirmed" && state.confirmation && (
        <Confirmation
          booking={state.confirmation.booking}
          links={state.confirmation.links}
          showPricing={showPricing}
          businessName={businessName}
          address={address}
          cancellationNoticeHours={cancellationNoticeHours}
          linksInNewTab={embedded}
          onBookAnother={bookAnother}
        />
      )}

      {showBar && (
        <SummaryBar
          serviceName={serviceName}
          terms={terms ?? service.range}
          showPricing={showPricing}
          staffLabel={staffLabel}
          date={state.date}
          time={state.time}
          onContinue={
            state.step === 3 ? () => dispatch({ type: "continue", newKey: createIdempotencyKey() }) : undefined
          }
          canContinue={state.time !== null}
        />
      )}
    </div>
  );
}
