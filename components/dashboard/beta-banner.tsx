import { OpenFeedbackLink } from "@/components/feedback/open-feedback-link";

/** The dashboard's beta note; "sharing your feedback" opens the feedback panel. */
export function BetaBanner() {
  return (
    <div
      role="note"
      className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-center text-sm text-brand-700 sm:px-6 lg:px-8"
    >
      🎉 BookingPro is free during beta! Help us improve by <OpenFeedbackLink>sharing your feedback</OpenFeedbackLink>.
    </div>
  );
}
