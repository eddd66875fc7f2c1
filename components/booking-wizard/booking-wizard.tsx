"use client";

import { ChevronLeft } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { getEligibleStaff } from "@/lib/availability/eligibility";
import { Confirmation } from "./confirmation";
import { DateTimeStep } from "./date-time-step";
import { DetailsStep } from "./details-step";
import { ServiceStep } from "./service-step";
import { StaffStep } from "./staff-step";
import { indicatorSteps, StepIndicator } from "./step-indicator";
import {
  emptyDetails,
  initialWizardState,
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
  /** Already only the bookable services. */
  services: WizardService[];
  staff: WizardStaff[];
};

/** The public booking flow: service → staff → date & time → details → confirmation. */
export function BookingWizard({
  slug,
  businessName,
  showPricing,
  showStaffSelection,
  showStepIndicator,
  services,
  staff,
}: BookingWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  // Kept here, not in the form, so what was typed survives going back to pick another time.
  const [details, setDetails] = useState<DetailsValues>(emptyDetails);
  const containerRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  const service = services.find((candidate) => candidate.id === state.serviceId) ?? null;
  const eligibleStaff = service ? getEligibleStaff(staff, service.id) : [];
  const member = staff.find((candidate) => candidate.id === state.staffId) ?? null;

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    containerRef.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus();
  }, [state.step]);

  function selectService(chosen: WizardService) {
    dispatch({
      type: "selectService",
      serviceId: chosen.id,
      eligibleStaffIds: getEligibleStaff(staff, chosen.id).map((candidate) => candidate.id),
      showStaffSelection,
    });
  }

  function bookAnother() {
    setDetails(emptyDetails);
    dispatch({ type: "reset" });
  }

  const canGoBack = state.step === 2 || state.step === 3 || state.step === 4;

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
          selectedServiceId={state.serviceId}
          showPricing={showPricing}
          onSelect={selectService}
        />
      )}

      {state.step === 2 && (
        <StaffStep
          staff={eligibleStaff}
          selectedStaffId={state.staffId}
          onSelect={(staffId) => dispatch({ type: "selectStaff", staffId })}
        />
      )}

      {state.step === 3 && service && member && (
        <DateTimeStep
          slug={slug}
          serviceId={service.id}
          staffId={member.id}
          date={state.date}
          time={state.time}
          notice={state.dateTimeNotice}
          onSelectDate={(date) => dispatch({ type: "selectDate", date })}
          onChangeDate={() => dispatch({ type: "changeDate" })}
          onSelectTime={(time) => dispatch({ type: "selectTime", time })}
        />
      )}

      {state.step === 4 && service && member && state.date && state.time && (
        <DetailsStep
          slug={slug}
          serviceId={service.id}
          staffId={member.id}
          date={state.date}
          time={state.time}
          summary={{
            serviceName: service.name,
            staffName: member.name,
            date: state.date,
            time: state.time,
            durationMinutes: service.durationMinutes,
            pricePence: service.pricePence,
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
          onBookAnother={bookAnother}
        />
      )}
    </div>
  );
}
