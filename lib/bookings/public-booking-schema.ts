import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/forms/text";

/*
 * The public booking request, checked by the API and, for the customer's details, by the booking
 * wizard before sending (same schema, so the messages are the same). Client-safe: zod only.
 */

/** The staff choice that lets the server pick whoever is free ("any professional", "any available"). */
export const ANY_STAFF = "any";

const uuid = z.uuid("Choose a service and a staff member");
/** A staff member's id, or ANY_STAFF ("any professional": the server picks whoever is free). */
const staffChoice = z.union([z.literal(ANY_STAFF), uuid], { error: "Choose a service and a staff member" });

export const availabilityQuerySchema = z.object({ serviceId: uuid, staffId: staffChoice });

/**
 * The booking request's Idempotency-Key header: one per booking attempt, so a retried POST (a lost
 * connection, a double tap) finds the booking it made instead of booking twice.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, "The Idempotency-Key header must be 16-100 letters, digits, - or _");

/** Longest accepted value of each detail, also the form's maxLength. */
export const CUSTOMER_DETAILS_LIMITS = {
  customerName: 120,
  customerEmail: 254,
  customerPhone: 40,
  notes: 1000,
} as const;

const tooLong = (limit: number) => `Please use at most ${limit} characters`;

/** The customer's details: name and email required, phone and notes optional. */
export const customerDetailsSchema = z.object({
  customerName: singleLineText()
    .trim()
    .min(1, "Please enter your full name")
    .max(CUSTOMER_DETAILS_LIMITS.customerName, tooLong(CUSTOMER_DETAILS_LIMITS.customerName)),
  customerEmail: singleLineText()
    .trim()
    .min(1, "Please enter your email address")
    .max(CUSTOMER_DETAILS_LIMITS.customerEmail, tooLong(CUSTOMER_DETAILS_LIMITS.customerEmail))
    .pipe(z.email("Please enter a valid email address")),
  customerPhone: singleLineText()
    .trim()
    .max(CUSTOMER_DETAILS_LIMITS.customerPhone, tooLong(CUSTOMER_DETAILS_LIMITS.customerPhone))
    .regex(/^[0-9+()\-\s]*$/, "Please enter a valid phone number")
    .default(""),
  notes: multiLineText().trim().max(CUSTOMER_DETAILS_LIMITS.notes, tooLong(CUSTOMER_DETAILS_LIMITS.notes)).default(""),
});

/** A customer's booking request: the chosen service, staff member, date and time, and their details. */
export const publicBookingSchema = z.object({
  serviceId: uuid,
  staffId: staffChoice,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time"),
  ...customerDetailsSchema.shape,
});

export type PublicBookingInput = z.output<typeof publicBookingSchema>;

/* ---------- A visit: several services back to back ---------- */

/** The most services one visit can hold (a cut, colour, treatment and finish is already a long afternoon). */
export const MAX_VISIT_SERVICES = 4;

/**
 * Who does a visit's services: "same", one professional for all (a chosen one, or "any" meaning any one who offers
 * every service); "each", each service its own choice (a professional, or anyone free who offers it).
 */
export const visitStaffingSchema = z.enum(["same", "each"], { error: "Choose who does your services" });

type VisitChoices = { services: string[]; staff: string[]; staffing: "same" | "each" };

/** A visit's choices hold together: one staff choice per service, each service once, "same" means one choice. */
function checkVisitChoices({ services, staff, staffing }: VisitChoices, context: z.RefinementCtx) {
  if (services.length !== staff.length) {
    context.addIssue({ code: "custom", path: ["staff"], message: "Choose a professional for each service" });
  } else if (new Set(services).size !== services.length) {
    context.addIssue({ code: "custom", path: ["services"], message: "Each service can be added to a visit once" });
  } else if (staffing === "same" && new Set(staff).size !== 1) {
    context.addIssue({ code: "custom", path: ["staff"], message: "Choose one professional for the whole visit" });
  }
}

const visitServices = z
  .array(uuid)
  .min(2, "A visit has at least two services")
  .max(MAX_VISIT_SERVICES, `A visit can have at most ${MAX_VISIT_SERVICES} services`);

/** Comma-separated ids in a query string. */
const idList = z.string().transform((value) => value.split(","));

/** GET .../visits/availability?services=a,b&staff=x,any&staffing=same: the ids in the visit's order. */
export const visitAvailabilityQuerySchema = z
  .object({
    services: idList.pipe(visitServices),
    staff: idList.pipe(z.array(staffChoice)),
    staffing: visitStaffingSchema.default("same"),
  })
  .superRefine(checkVisitChoices);

/** A customer's booking of a visit: its services in order, who does them, when it starts, and their details. */
export const publicVisitSchema = z
  .object({
    items: z
      .array(z.object({ serviceId: uuid, staffId: staffChoice }))
      .min(2, "A visit has at least two services")
      .max(MAX_VISIT_SERVICES, `A visit can have at most ${MAX_VISIT_SERVICES} services`),
    staffing: visitStaffingSchema,
    date: publicBookingSchema.shape.date,
    time: publicBookingSchema.shape.time,
    ...customerDetailsSchema.shape,
  })
  .superRefine((input, context) =>
    checkVisitChoices(
      {
        services: input.items.map((item) => item.serviceId),
        staff: input.items.map((item) => item.staffId),
        staffing: input.staffing,
      },
      context,
    ),
  );

export type PublicVisitInput = z.output<typeof publicVisitSchema>;
