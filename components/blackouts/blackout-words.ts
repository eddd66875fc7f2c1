/**
 * Whose blackouts a screen manages: the whole business's (Block Dates: owners and managers, any member or the
 * entire business, recurring, editable) or one staff member's own (My Availability's time off: one-off periods
 * the member adds and deletes). One set of components; each scope speaks in its own words.
 */
export type BlackoutScope = "business" | "member";

export type BlackoutWords = {
  formTitle: string;
  formDescription: string;
  submit: string;
  pending: string;
  reasonPlaceholder: string;
  listTitle: string;
  /** Under the list's heading, if anything. */
  listDescription?: string;
  emptyTitle: string;
  emptyText: string;
  deleteLabel: string;
  added: string;
  deleted: string;
  saveFailed: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteQuestion: string;
  /** Only Block Dates edits a blackout; a member deletes their time off and adds it again. */
  edit?: { title: string; submit: string; label: string; done: string };
};

export const BLACKOUT_WORDS: Record<BlackoutScope, BlackoutWords> = {
  business: {
    formTitle: "Add Blackout Period",
    formDescription: "Customers can't book blocked days or times.",
    submit: "Add Blackout",
    pending: "Saving...",
    reasonPlaceholder: "e.g. Bank holiday, staff training",
    listTitle: "Active Blackouts",
    emptyTitle: "No blackout periods",
    emptyText: "Block holidays, training days or breaks with the form.",
    deleteLabel: "Delete blackout",
    added: "Blackout Added",
    deleted: "Blackout Deleted",
    saveFailed: "The blackout period could not be saved.",
    deleteFailed: "The blackout period could not be deleted.",
    deleteTitle: "Delete Blackout Period",
    deleteQuestion: "Are you sure you want to delete this blackout period?",
    edit: {
      title: "Edit Blackout Period",
      submit: "Update Blackout",
      label: "Edit blackout",
      done: "Blackout Updated",
    },
  },
  member: {
    formTitle: "Add time off",
    formDescription: "Customers can't book you on these days or times.",
    submit: "Add time off",
    pending: "Adding...",
    reasonPlaceholder: "e.g. Holiday, dentist, training",
    listTitle: "Your time off",
    listDescription: "Current and upcoming, soonest first.",
    emptyTitle: "No time off booked",
    emptyText: "Add holidays or appointments so customers can't book you then.",
    deleteLabel: "Delete time off",
    added: "Time Off Added",
    deleted: "Time Off Deleted",
    saveFailed: "Your time off could not be added.",
    deleteFailed: "The time off could not be deleted.",
    deleteTitle: "Delete time off",
    deleteQuestion: "Are you sure you want to delete this time off? Customers will be able to book you then.",
  },
};
