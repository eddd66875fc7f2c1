"use server";

import { saveCustomerNote } from "@/lib/customers/actions";
import { serverAction } from "./server-action";

export const saveCustomerNoteAction = serverAction(saveCustomerNote, {
  revalidate: (input) => `/dashboard/customers/${encodeURIComponent(String(input.email ?? "").toLowerCase())}`,
});
