import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookingAnswers, bookings, intakeForms, intakeQuestions } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { seedDemoData } from "@/db/seed";
import { buildKeyring, getDataKeyring } from "@/lib/crypto/data-keys";
import { openText, sealedKeyId, SealedTextError } from "@/lib/crypto/sealed-text";
import { answerContext, readBookingAnswers, saveBookingAnswers } from "@/lib/intake/answer-queries";
import { checkAnswers, type AskedQuestion } from "@/lib/intake/answer-rules";
import { resealAnswers } from "@/lib/intake/reseal-queries";
import { setTestEnv } from "../../support/env";
import { businessIdOf } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

const OLD_KEY = `old:${randomBytes(32).toString("base64")}`;
const NEW_KEY = `new:${randomBytes(32).toString("base64")}`;
const HEALTH = "Type 1 diabetes, carries insulin";

/*
 * Health answers are special-category data: sealed at rest (no plaintext in the table), re-sealed by a key
 * rotation after which the old key alone opens nothing, and every view of them audited.
 */
describe.each(databaseKinds)("sealed intake answers on %s", (kind) => {
  let database: TestDatabase;
  let businessId = "";
  let bookingIds: string[] = [];
  let questions: AskedQuestion[] = [];
  let undoEnv: (() => void) | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoData(database.db, new Date("2030-06-10T07:00:00Z"));
    businessId = await businessIdOf(database.db, "demo");
    bookingIds = (
      await database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.businessId, businessId)).limit(3)
    ).map((row) => row.id);
    const [form] = await database.db.insert(intakeForms).values({ businessId, name: "Medical history" }).returning();
    const rows = await database.db
      .insert(intakeQuestions)
      .values([
        { businessId, formId: form.id, position: 0, kind: "yes_no", label: "Are you pregnant?", required: true },
        {
          businessId,
          formId: form.id,
          position: 1,
          kind: "long_text",
          label: "Medical conditions",
          sensitive: true,
        },
      ])
      .returning();
    questions = rows.map((row) => ({ ...row }));
  });
  afterEach(() => undoEnv?.());
  afterAll(async () => {
    await database?.drop();
  });

  async function answer(bookingId: string) {
    const [pregnant, conditions] = questions;
    const checked = checkAnswers(questions, { [pregnant.id]: "No", [conditions.id]: HEALTH });
    expect(checked.fieldErrors).toEqual({});
    await saveBookingAnswers(database.db, { businessId, bookingId }, checked.answers);
  }

  const sealedRows = () =>
    database.db
      .select({ id: bookingAnswers.id, bookingId: bookingAnswers.bookingId, sealed: bookingAnswers.sealedAnswer })
      .from(bookingAnswers)
      .where(and(eq(bookingAnswers.businessId, businessId), eq(bookingAnswers.sensitive, true)));

  it("keeps a sensitive answer only sealed: no plaintext anywhere in the table; the others as typed", async () => {
    undoEnv = setTestEnv({ DATA_ENCRYPTION_KEYS: OLD_KEY });
    await answer(bookingIds[0]);
    const raw = await database.db.execute(
      sql`select row_to_json(a)::text as row from booking_answers a where booking_id = ${bookingIds[0]}`,
    );
    const text = rowsOf<{ row: string }>(raw)
      .map((r) => r.row)
      .join("\n");
    expect(text).not.toContain("diabetes");
    expect(text).toContain("Are you pregnant?");
    expect(text).toContain('"answer":"No"');
    const [row] = await sealedRows();
    expect(sealedKeyId(row.sealed!)).toBe("old");
    // Bound to its business and booking: copied to another booking it does not open.
    expect(() => openText(row.sealed!, answerContext(businessId, bookingIds[1]))).toThrow(SealedTextError);
  });

  it("shows the answers to a viewer and writes who viewed them to the Data protection log", async () => {
    undoEnv = setTestEnv({ DATA_ENCRYPTION_KEYS: OLD_KEY });
    const before = await database.db.select().from(auditLog).where(eq(auditLog.action, "intake.view"));
    const shown = await readBookingAnswers(
      database.db,
      { businessId, bookingIds: [bookingIds[0]] },
      { userId: null, name: "Emma Wilson" },
    );
    expect(shown.get(bookingIds[0])).toEqual([
      { label: "Are you pregnant?", value: "No", sensitive: false },
      { label: "Medical conditions", value: HEALTH, sensitive: true },
    ]);
    const after = await database.db.select().from(auditLog).where(eq(auditLog.action, "intake.view"));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ businessId, actorName: "Emma Wilson", subject: bookingIds[0] });
    expect(JSON.stringify(after.at(-1))).not.toContain("diabetes");
    // Another business reads nothing of this one's answers.
    const other = await readBookingAnswers(
      database.db,
      { businessId: "00000000-0000-4000-8000-000000000000", bookingIds: [bookingIds[0]] },
      { userId: null, name: "Someone else" },
    );
    expect(other.size).toBe(0);
  });

  it("rotation re-seals every row with the new key; afterwards the old key alone opens none of them", async () => {
    undoEnv = setTestEnv({ DATA_ENCRYPTION_KEYS: OLD_KEY });
    await answer(bookingIds[1]);
    await answer(bookingIds[2]);
    undoEnv();
    undoEnv = setTestEnv({ DATA_ENCRYPTION_KEYS: `${NEW_KEY},${OLD_KEY}` });
    const { resealed } = await resealAnswers(database.db, getDataKeyring());
    expect(resealed).toBe(3);
    const rows = await sealedRows();
    expect(rows).toHaveLength(3);
    const oldOnly = buildKeyring({ explicit: OLD_KEY, production: true });
    const newOnly = buildKeyring({ explicit: NEW_KEY, production: true });
    for (const row of rows) {
      expect(sealedKeyId(row.sealed!)).toBe("new");
      const context = answerContext(businessId, row.bookingId);
      expect(() => openText(row.sealed!, context, oldOnly)).toThrow(SealedTextError);
      expect(openText(row.sealed!, context, newOnly)).toBe(HEALTH);
    }
    // Running it again finds nothing left to do.
    expect((await resealAnswers(database.db, getDataKeyring())).resealed).toBe(0);
  });

  it("stops, writing nothing, when a row's key is missing from the ring", async () => {
    undoEnv = setTestEnv({ DATA_ENCRYPTION_KEYS: NEW_KEY });
    const before = await sealedRows();
    const third = buildKeyring({ explicit: `third:${randomBytes(32).toString("base64")}`, production: true });
    await expect(resealAnswers(database.db, third)).rejects.toThrow(/no key "new"/);
    expect(await sealedRows()).toEqual(before);
  });
});
