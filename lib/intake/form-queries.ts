import "server-only";
import { and, asc, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { intakeForms, intakeQuestions, services, type IntakeForm, type IntakeQuestion } from "@/db/schema";
import type { IntakeQuestionValues } from "./form-schema";

/** Every read and write here is by id AND business: another business's form is an unknown one. */

const ofForm = (businessId: string, id: string) => and(eq(intakeForms.businessId, businessId), eq(intakeForms.id, id));
const ofQuestion = (businessId: string, id: string) =>
  and(eq(intakeQuestions.businessId, businessId), eq(intakeQuestions.id, id));

export async function isIntakeFormNameTaken(
  db: Database,
  businessId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: intakeForms.id })
    .from(intakeForms)
    .where(
      and(
        eq(intakeForms.businessId, businessId),
        sql`lower(${intakeForms.name}) = lower(${name})`,
        exceptId ? ne(intakeForms.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertIntakeForm(db: Database, businessId: string, name: string): Promise<IntakeForm> {
  const [row] = await db.insert(intakeForms).values({ businessId, name }).returning();
  return row;
}

export async function renameIntakeFormOfBusiness(
  db: Database,
  businessId: string,
  id: string,
  name: string,
): Promise<IntakeForm | null> {
  const [row] = await db
    .update(intakeForms)
    .set({ name, updatedAt: new Date() })
    .where(ofForm(businessId, id))
    .returning();
  return row ?? null;
}

/** Its questions go with it; services that asked it ask nothing; past answers keep their copied questions. */
export async function deleteIntakeFormOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<IntakeForm | null> {
  const [row] = await db.delete(intakeForms).where(ofForm(businessId, id)).returning();
  return row ?? null;
}

/** Locks the form, so its questions' positions change one writer at a time. */
export async function lockIntakeFormOfBusiness(tx: Database, businessId: string, id: string) {
  const [row] = await tx.select().from(intakeForms).where(ofForm(businessId, id)).for("update");
  return row ?? null;
}

export async function findIntakeQuestionOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<IntakeQuestion | null> {
  const [row] = await db.select().from(intakeQuestions).where(ofQuestion(businessId, id));
  return row ?? null;
}

type QuestionFields = Omit<IntakeQuestionValues, "formId" | "id">;

/** Adds a question after the form's last one (call with the form locked). */
export async function insertIntakeQuestionAtEnd(
  tx: Database,
  businessId: string,
  formId: string,
  values: QuestionFields,
): Promise<IntakeQuestion> {
  const [row] = await tx
    .insert(intakeQuestions)
    .values({
      businessId,
      formId,
      ...values,
      position: sql`(select coalesce(max(${intakeQuestions.position}) + 1, 0) from ${intakeQuestions} where ${intakeQuestions.formId} = ${formId})`,
    })
    .returning();
  return row;
}

export async function updateIntakeQuestionOfBusiness(
  db: Database,
  businessId: string,
  formId: string,
  id: string,
  values: QuestionFields,
): Promise<IntakeQuestion | null> {
  const [row] = await db
    .update(intakeQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofQuestion(businessId, id), eq(intakeQuestions.formId, formId)))
    .returning();
  return row ?? null;
}

export async function deleteIntakeQuestionOfBusiness(
  db: Database,
  businessId: string,
  id: string,
): Promise<IntakeQuestion | null> {
  const [row] = await db.delete(intakeQuestions).where(ofQuestion(businessId, id)).returning();
  return row ?? null;
}

/** Swaps a question with its neighbour above or below (call with the form locked); false at the form's edge. */
export async function swapIntakeQuestion(
  tx: Database,
  question: IntakeQuestion,
  direction: "up" | "down",
): Promise<boolean> {
  const [neighbour] = await tx
    .select()
    .from(intakeQuestions)
    .where(
      and(
        eq(intakeQuestions.formId, question.formId),
        direction === "up"
          ? lt(intakeQuestions.position, question.position)
          : gt(intakeQuestions.position, question.position),
      ),
    )
    .orderBy(direction === "up" ? desc(intakeQuestions.position) : asc(intakeQuestions.position))
    .limit(1);
  if (!neighbour) return false;
  await tx.update(intakeQuestions).set({ position: neighbour.position }).where(eq(intakeQuestions.id, question.id));
  await tx.update(intakeQuestions).set({ position: question.position }).where(eq(intakeQuestions.id, neighbour.id));
  return true;
}

/** Which form a service asks (null: none). Null when the service is not this business's. */
export async function setServiceIntakeFormOfBusiness(
  db: Database,
  businessId: string,
  serviceId: string,
  formId: string | null,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .update(services)
    .set({ intakeFormId: formId, updatedAt: new Date() })
    .where(and(eq(services.businessId, businessId), eq(services.id, serviceId)))
    .returning({ id: services.id, name: services.name });
  return row ?? null;
}

export type IntakeFormWithQuestions = IntakeForm & { questions: IntakeQuestion[] };

/** The business's forms by name, each with its questions in order: one statement each. */
export async function listIntakeForms(db: Database, businessId: string): Promise<IntakeFormWithQuestions[]> {
  const [forms, questions] = await Promise.all([
    db.select().from(intakeForms).where(eq(intakeForms.businessId, businessId)).orderBy(asc(intakeForms.name)),
    db
      .select()
      .from(intakeQuestions)
      .where(eq(intakeQuestions.businessId, businessId))
      .orderBy(asc(intakeQuestions.position)),
  ]);
  return forms.map((form) => ({ ...form, questions: questions.filter((q) => q.formId === form.id) }));
}
