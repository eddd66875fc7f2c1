import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { CUSTOMER_NOTES_MAX, CUSTOMER_NOTES_TOO_LONG } from "@/lib/customers/schema";
import { CUSTOMER_DETAILS_LIMITS } from "@/lib/bookings/public-booking-schema";
import { formText, singleLineText } from "@/lib/forms/text";

/*
 * The client book: "Add client" and the CSV import's limits. Client-safe (zod only): the form, the
 * import screen and the server share the rules and the words.
 */

export const CLIENT_NAME_MAX = CUSTOMER_DETAILS_LIMITS.customerName;
export const CLIENT_EMAIL_MAX = CUSTOMER_DETAILS_LIMITS.customerEmail;
export const CLIENT_PHONE_MAX = CUSTOMER_DETAILS_LIMITS.customerPhone;
export const CLIENT_NOTES_MAX = CUSTOMER_NOTES_MAX;
/** Digits, spaces, +, (, ), - and . only (the booking form's rule, with dots for 0161.496.0000). */
export const PHONE_PATTERN = /^[0-9+()\-\s.]*$/;

export const CLIENT_EXISTS_MESSAGE = "A customer with this email address already exists.";
export const CLIENT_ADDED_MESSAGE = "The client has been added.";

export const NEW_CLIENT_PATH = "/dashboard/customers/new";
export const IMPORT_CLIENTS_PATH = "/dashboard/customers/import";

/** Add client: name and email required (the email is how a client is matched to bookings and imports). */
export const addClientSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, "Enter the client's name.")
    .max(CLIENT_NAME_MAX, `The name must be ${CLIENT_NAME_MAX} characters or fewer.`),
  email: singleLineText()
    .trim()
    .min(1, "Enter the client's email address.")
    .max(CLIENT_EMAIL_MAX, `The email address must be ${CLIENT_EMAIL_MAX} characters or fewer.`)
    .pipe(z.email("Enter a valid email address, like name@example.com."))
    .transform((value) => value.toLowerCase()),
  phone: formText(CLIENT_PHONE_MAX, `The phone number must be ${CLIENT_PHONE_MAX} characters or fewer.`).refine(
    (value) => PHONE_PATTERN.test(value),
    "Enter a phone number with digits, spaces and + ( ) - only.",
  ),
  notes: formText(CLIENT_NOTES_MAX, CUSTOMER_NOTES_TOO_LONG, { multiline: true }),
  marketingConsent: checkboxSchema,
});

export type AddClientInput = z.output<typeof addClientSchema>;
export const ADD_CLIENT_FIELDS = ["name", "email", "phone", "notes"] as const;

/** The largest CSV accepted: 2 MB and 5,000 clients (said on the import screen). */
export const CLIENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 5000;
/** Rows shown in the preview table. */
export const CLIENT_IMPORT_PREVIEW_ROWS = 10;

export const CLIENT_IMPORT_FILE_MISSING = "Choose a CSV file to import.";
export const CLIENT_IMPORT_FILE_TOO_LARGE = "The file must be 2 MB or smaller. Split it and import each part.";

/** A file from form data: a Blob (a File in the browser and in Next's decoded form data). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === "function" &&
  typeof (value as Blob).size === "number";

/** The upload, for the preview and for the import itself (the browser sends the same file twice). */
export const clientImportSchema = z.object({
  file: z
    .custom<Blob>((value) => isBlob(value) && value.size > 0, { error: CLIENT_IMPORT_FILE_MISSING })
    .refine((file) => file.size <= CLIENT_IMPORT_MAX_BYTES, { error: CLIENT_IMPORT_FILE_TOO_LARGE }),
});
