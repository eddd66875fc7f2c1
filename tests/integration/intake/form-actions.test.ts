import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabaseHandle } from "@/db";
import { bookingAnswers, bookings, services, users } from "@/db/schema";
import { DEMO_ACCOUNTS, seedDemoData } from "@/db/seed";
import { runAction } from "@/lib/actions/action";
import { loadUser, type CurrentUser } from "@/lib/auth/load-user";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { saveBookingAnswers } from "@/lib/intake/answer-queries";
import { checkAnswers } from "@/lib/intake/answer-rules";
import {
  createIntakeForm,
  deleteIntakeForm,
  deleteIntakeQuestion,
  moveIntakeQuestion,
  renameIntakeForm,
  saveIntakeQuestion,
  setServiceIntakeForm,
} from "@/lib/intake/form-actions";
import { listIntakeForms } from "@/lib/intake/form-queries";
import { INTAKE_MESSAGES } from "@/lib/intake/form-schema";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";

process.env.AUTH_SECRET ??= "integration-test-secret";

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;

/*
 * The intake form builder through runAction: forms, questions in order, choices, which service asks which form,
 * and that a question changed or deleted later leaves the answers already given as they were.
 */
describe.each(databaseKinds)("intake form builder on %s", (kind) => {
  let database: TestDatabase;
  let owner: CurrentUser;
  let manager: CurrentUser;
  let staff: CurrentUser;
  let demoId = "";
  let formId = "";
  const questionIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    [owner, manager, staff] = await Promise.all([OWNER, MANAGER, STAFF].map((account) => userByEmail(account.email)));
    demoId = owner.business!.id;
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string): Promise<CurrentUser> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }

  const questionsOf = async () => (await listIntakeForms(database.db, demoId)).find((f) => f.id === formId)!.questions;

  it("creates a form, refusing a name taken in any case and keeping what was typed", async () => {
    const created = await runAction(createIntakeForm, owner, { name: "Medical history" }, database.db);
    expect(created).toMatchObject({ ok: true, message: '"Medical history" has been added.' });
    formId = created.ok ? created.data!.id : "";
    const again = await runAction(createIntakeForm, manager, { name: " MEDICAL history " }, database.db);
    expect(again).toMatchObject({
      ok: false,
      fieldErrors: { name: INTAKE_MESSAGES.formNameTaken },
      values: { name: " MEDICAL history " },
    });
    const empty = await runAction(createIntakeForm, owner, { name: "" }, database.db);
    expect(empty).toMatchObject({ ok: false, fieldErrors: { name: INTAKE_MESSAGES.formNameRequired } });
  });

  it("adds questions at the end, with choices one per line only for the choice kinds", async () => {
    for (const input of [
      { kind: "yes_no", label: "Are you pregnant?", required: "on" },
      { kind: "long_text", label: "Medical conditions", helpText: "Include medication", sensitive: "on" },
      { kind: "single_choice", label: "Skin type", choices: "Dry\n\n Oily \nCombination" },
    ]) {
      const saved = await runAction(saveIntakeQuestion, owner, { formId, id: "", ...input }, database.db);
      expect(saved).toMatchObject({ ok: true, message: "The question has been added." });
      questionIds.push(saved.ok ? saved.data!.id : "");
    }
    const questions = await questionsOf();
    expect(questions.map((q) => [q.label, q.position, q.required, q.sensitive, q.choices])).toEqual([
      ["Are you pregnant?", 0, true, false, []],
      ["Medical conditions", 1, false, true, []],
      ["Skin type", 2, false, false, ["Dry", "Oily", "Combination"]],
    ]);
    const oneChoice = await runAction(
      saveIntakeQuestion,
      owner,
      { formId, id: "", kind: "multiple_choice", label: "Allergies", choices: "Latex" },
      database.db,
    );
    expect(oneChoice).toMatchObject({
      ok: false,
      fieldErrors: { choices: INTAKE_MESSAGES.choicesRequired },
      values: { label: "Allergies", choices: "Latex" },
    });
    const badKind = await runAction(
      saveIntakeQuestion,
      owner,
      { formId, id: "", kind: "file", label: "X" },
      database.db,
    );
    expect(badKind).toMatchObject({ ok: false, fieldErrors: { kind: INTAKE_MESSAGES.kindInvalid } });
  });

  it("moves a question up and down, and says so at the edges", async () => {
    expect(
      await runAction(moveIntakeQuestion, owner, { id: questionIds[2], direction: "up" }, database.db),
    ).toMatchObject({ ok: true, message: "The question has been moved up." });
    expect((await questionsOf()).map((q) => q.label)).toEqual(["Are you pregnant?", "Skin type", "Medical conditions"]);
    expect(
      await runAction(moveIntakeQuestion, owner, { id: questionIds[0], direction: "up" }, database.db),
    ).toMatchObject({ ok: true, message: "The question is already at the top." });
  });

  it("a service asks the form; a question changed or deleted later leaves the answers given as they were", async () => {
    const [cut] = await database.db.select().from(services).where(eq(services.name, "Haircut & Style"));
    expect(await runAction(setServiceIntakeForm, manager, { serviceId: cut.id, formId }, database.db)).toMatchObject({
      ok: true,
      message: '"Haircut & Style" now asks its intake questions.',
    });
    expect((await database.db.select().from(services).where(eq(services.id, cut.id)))[0].intakeFormId).toBe(formId);

    const [booking] = await database.db.select().from(bookings).where(eq(bookings.businessId, demoId)).limit(1);
    const questions = await questionsOf();
    const checked = checkAnswers(questions, { [questionIds[0]]: "No", [questionIds[2]]: "Dry" });
    await saveBookingAnswers(database.db, { businessId: demoId, bookingId: booking.id }, checked.answers);

    await runAction(
      saveIntakeQuestion,
      owner,
      { formId, id: questionIds[0], kind: "yes_no", label: "Could you be pregnant?" },
      database.db,
    );
    expect(await runAction(deleteIntakeQuestion, owner, { id: questionIds[2] }, database.db)).toMatchObject({
      ok: true,
    });
    const kept = await database.db
      .select({ label: bookingAnswers.label, answer: bookingAnswers.answer, questionId: bookingAnswers.questionId })
      .from(bookingAnswers)
      .where(eq(bookingAnswers.bookingId, booking.id))
      .orderBy(bookingAnswers.position);
    expect(kept).toEqual([
      { label: "Are you pregnant?", answer: "No", questionId: questionIds[0] },
      { label: "Skin type", answer: "Dry", questionId: null },
    ]);

    expect(await runAction(renameIntakeForm, owner, { id: formId, name: "Consultation" }, database.db)).toMatchObject({
      ok: true,
      message: '"Consultation" has been renamed.',
    });
    expect(await runAction(deleteIntakeForm, owner, { id: formId }, database.db)).toMatchObject({ ok: true });
    expect((await database.db.select().from(services).where(eq(services.id, cut.id)))[0].intakeFormId).toBeNull();
    expect(
      await database.db.select().from(bookingAnswers).where(eq(bookingAnswers.bookingId, booking.id)),
    ).toHaveLength(2);
    expect(await runAction(setServiceIntakeForm, owner, { serviceId: cut.id, formId: "" }, database.db)).toMatchObject({
      ok: true,
      message: '"Haircut & Style" asks no questions.',
    });
  });

  it("answers another business's form, question and service as unknown ones, and refuses staff", async () => {
    const other = await insertBusiness(database.db, { slug: "other-clinic", name: "Other Clinic" });
    const [theirService] = await database.db
      .insert(services)
      .values({ businessId: other.id, name: "Laser", durationMinutes: 30 })
      .returning();
    const mine = await runAction(createIntakeForm, owner, { name: "Mine" }, database.db);
    const mineId = mine.ok ? mine.data!.id : "";
    expect(
      await runAction(setServiceIntakeForm, owner, { serviceId: theirService.id, formId: mineId }, database.db),
    ).toMatchObject({ ok: false, code: "not_found", error: INTAKE_MESSAGES.serviceNotFound });
    expect(await runAction(renameIntakeForm, owner, { id: "not-a-uuid", name: "X" }, database.db)).toMatchObject({
      ok: false,
      error: INTAKE_MESSAGES.formNotFound,
    });
    expect(await runAction(createIntakeForm, staff, { name: "Staff form" }, database.db)).toMatchObject({
      ok: false,
      error: FORBIDDEN_MESSAGE,
    });
  });
});
