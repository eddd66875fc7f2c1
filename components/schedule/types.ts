import type {
  ScheduleAppointment,
  ScheduleModel,
  ScheduleResource,
  ScheduleResourceColumn,
} from "@/lib/schedule/build-schedule";

export type { ScheduleAppointment, ScheduleModel, ScheduleResource, ScheduleResourceColumn };

/** A service as New appointment offers it. */
export type ScheduleService = { id: string; name: string; durationMinutes: number };

/** A staff member as the dialogs offer them; empty or null specialties = every service. */
export type ScheduleStaffOption = { id: string; name: string; specialties: string[] | null };

/** Where the New appointment dialog opens: a clicked slot, or the button (nothing chosen yet). */
export type NewAppointmentDraft = { staffId: string; date: string; time: string };

/**
 * Grid rows of 15 minutes, each this many pixels high (an hour is 96 px): a 15-minute appointment is a 24 px
 * target (WCAG 2.5.8) without reaching into the next one's.
 */
export const ROW_HEIGHT = 24;
