/**
 * Opening the beta feedback panel from anywhere on the dashboard (the banner's link): a window event
 * the widget listens for, like the account settings dialog's.
 */
export const OPEN_FEEDBACK_EVENT = "open-beta-feedback";

export function openFeedbackPanel(): void {
  window.dispatchEvent(new CustomEvent(OPEN_FEEDBACK_EVENT));
}
