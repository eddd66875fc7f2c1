import fc from "fast-check";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { runAction, toPlainObject, type ActionDefinition, type ActionInput } from "@/lib/actions/action";
import * as account from "@/lib/auth/account-actions";
import * as auth from "@/lib/auth/actions";
import * as blackouts from "@/lib/blackouts/actions";
import * as bookingsActions from "@/lib/bookings/booking-actions";
import * as business from "@/lib/business/actions";
import * as manageBooking from "@/lib/bookings/manage-booking-actions";
import * as servicesActions from "@/lib/services/actions";
import * as notifications from "@/lib/notifications/actions";
import * as staff from "@/lib/staff/actions";
import * as whiteLabel from "@/lib/business/white-label-actions";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { setDatabaseHandle } from "@/db";
import { users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { UNEXPECTED_MESSAGE } from "@/lib/errors";
import { nastyJson, nastyString } from "../../support/arbitraries";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

vi.mock("@/lib/mail/send-mail", () => ({ scheduleMailDelivery: () => {} }));
process.env.AUTH_SECRET ??= "integration-test-secret";

/*
 * A server action's argument comes from the client and can be anything React can decode: not an
 * object, an array, nested objects where strings belong, huge strings. Every action must answer
 * such input as a failed result (a 4xx in HTTP terms), never by throwing or by an unexpected error.
 */

type AnyDefinition = ActionDefinition<never, unknown, boolean>;

const modules = {
  account,
  auth,
  blackouts,
  bookingsActions,
  business,
  manageBooking,
  notifications,
  servicesActions,
  staff,
  whiteLabel,
};
const definitions: [string, AnyDefinition][] = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === "object" && value !== null && "schema" in value && "handler" in value)
    .map(([name, value]) => [`${module}.${name}`, value as unknown as AnyDefinition] as [string, AnyDefinition]),
);

/** Every field name the forms post, so garbage lands where the schemas look. */
const FIELD_NAMES = [
  "id",
  "name",
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "token",
  "portal",
  "slot",
  "status",
  "type",
  "description",
  "duration",
  "price",
  "category",
  "color",
  "isActive",
  "serviceIds",
  "phone",
  "jobTitle",
  "specialties",
  "staffId",
  "startDate",
  "endDate",
  "startTime",
  "endTime",
  "reason",
  "recurring",
  "recurringPattern",
  "address",
  "website",
  "timeZone",
  "hours.monday.start",
  "hours.monday.enabled",
  "availability.monday.start",
  "customDomain",
  "subdomain",
  "companyName",
  "logoUrl",
  "primaryColor",
  "__proto__",
  "constructor",
];

/** Values of the wrong type (never a string a schema could accept) or strings far beyond any limit. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(nastyJson, { maxLength: 3 }),
  fc.dictionary(nastyString(8), nastyJson, { maxKeys: 3 }),
  fc.constant("x".repeat(100_000)),
);

const garbageInput = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, 0, 42, -1, NaN, "", "abc", true, [], [1, 2], [null, {}]),
  fc.constant("y".repeat(1_000_000)),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), nastyString(10)), wrongValue, { maxKeys: 12 }),
  fc.array(wrongValue, { maxLength: 4 }),
  fc.constantFrom<unknown>(new Map([["id", "x"]]), new Set(["id"]), new Date(0), Object.create(null)),
);

describe.each(databaseKinds)("server actions given malformed arguments on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  const errors = vi.spyOn(console, "error");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    owner = (await loadUser(database.db, row.id))!;
  });
  afterEach(() => errors.mockClear());
  afterAll(async () => {
    errors.mockRestore();
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  it("finds every action definition", () => {
    expect(definitions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(definitions)("%s answers garbage with a failed result, never an exception", async (_name, definition) => {
    await fc.assert(
      fc.asyncProperty(garbageInput, async (input) => {
        const user = definition.access === "public" ? null : owner;
        const result = await runAction(definition, user, input as never, database.db);
        // An action that takes nothing (Add myself as a staff member) rightly accepts any object.
        const schema = definition.schema as unknown as z.ZodType;
        if (!schema.safeParse(toPlainObject(input as ActionInput)).success) expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error).toEqual(expect.any(String));
          expect(result.error).not.toBe(UNEXPECTED_MESSAGE);
          if (definition.unexpectedError) expect(result.error).not.toBe(definition.unexpectedError);
        }
        expect(errors).not.toHaveBeenCalled();
      }),
      { numRuns: 40 },
    );
  });

  it("reads FormData with files and repeated fields without failing", async () => {
    const form = new FormData();
    form.append("name", new Blob(["x"]), "x.txt");
    form.append("id", "a");
    form.append("id", "b");
    form.append("$ACTION_ID_x", "");
    for (const [, definition] of definitions) {
      const result = await runAction(definition, definition.access === "public" ? null : owner, form, database.db);
      const schema = definition.schema as unknown as z.ZodType;
      if (!schema.safeParse(toPlainObject(form)).success) expect(result.ok).toBe(false);
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
