import { getPgErrorCode, getPgErrorConstraint, UNIQUE_VIOLATION } from "@/db/errors";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";
import { isUuid } from "@/lib/constants";
import { AppError, throwNotFound } from "@/lib/errors";
import {
  deleteIntakeFormOfBusiness,
  deleteIntakeQuestionOfBusiness,
  findIntakeQuestionOfBusiness,
  insertIntakeForm,
  insertIntakeQuestionAtEnd,
  isIntakeFormNameTaken,
  lockIntakeFormOfBusiness,
  renameIntakeFormOfBusiness,
  setServiceIntakeFormOfBusiness,
  swapIntakeQuestion,
  updateIntakeQuestionOfBusiness,
} from "./form-queries";
import {
  createIntakeFormSchema,
  deleteIntakeFormSchema,
  deleteIntakeQuestionSchema,
  INTAKE_FORM_FIELDS,
  INTAKE_MESSAGES,
  INTAKE_QUESTION_FIELDS,
  moveIntakeQuestionSchema,
  renameIntakeFormSchema,
  saveIntakeQuestionSchema,
  setServiceIntakeFormSchema,
} from "./form-schema";

/*
 * The intake form builder (owners and managers): forms, their questions in order, and which form each service
 * asks. A question changed or deleted later never rewrites past answers: each answer keeps a copy of its question.
 */

const MANAGERS = getAllowedRoles(["manage", "intake"]);

function nameTaken(): never {
  throw new AppError("conflict", INTAKE_MESSAGES.formNameTaken, {
    fieldErrors: { name: INTAKE_MESSAGES.formNameTaken },
  });
}

/** Two saves of one name at once: the unique index refuses the second, answered as the check before it would. */
function refuseFormWrite(error: unknown): never {
  if (
    getPgErrorCode(error) === UNIQUE_VIOLATION &&
    getPgErrorConstraint(error).constraint === "intake_forms_business_name_key"
  )
    nameTaken();
  throw error;
}

export const createIntakeForm = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: createIntakeFormSchema,
  keepFields: INTAKE_FORM_FIELDS,
  async handler({ name }, { db, business }) {
    if (await isIntakeFormNameTaken(db, business.id, name)) nameTaken();
    const row = await insertIntakeForm(db, business.id, name).catch(refuseFormWrite);
    return { ok: true, message: `"${row.name}" has been added.`, data: { id: row.id } };
  },
});

export const renameIntakeForm = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: renameIntakeFormSchema,
  keepFields: ["id", ...INTAKE_FORM_FIELDS],
  async handler({ id, name }, { db, business }) {
    if (!isUuid(id)) throwNotFound(INTAKE_MESSAGES.formNotFound);
    if (await isIntakeFormNameTaken(db, business.id, name, id)) nameTaken();
    const row = await renameIntakeFormOfBusiness(db, business.id, id, name).catch(refuseFormWrite);
    if (!row) throwNotFound(INTAKE_MESSAGES.formNotFound);
    return { ok: true, message: `"${row.name}" has been renamed.`, data: { id: row.id } };
  },
});

export const deleteIntakeForm = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteIntakeFormSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(INTAKE_MESSAGES.formNotFound);
    const row = await deleteIntakeFormOfBusiness(db, business.id, id);
    if (!row) throwNotFound(INTAKE_MESSAGES.formNotFound);
    return { ok: true, message: `"${row.name}" has been deleted. Answers already given are kept.` };
  },
});

/** Adds a question at the end of its form (no id) or changes one (id). */
export const saveIntakeQuestion = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: saveIntakeQuestionSchema,
  keepFields: ["formId", "id", ...INTAKE_QUESTION_FIELDS],
  async handler({ formId, id, ...values }, { db, business }) {
    if (!isUuid(formId)) throwNotFound(INTAKE_MESSAGES.formNotFound);
    if (id) {
      if (!isUuid(id)) throwNotFound(INTAKE_MESSAGES.questionNotFound);
      // The question of that form of this business, or nothing.
      const row = await updateIntakeQuestionOfBusiness(db, business.id, formId, id, values);
      if (!row) throwNotFound(INTAKE_MESSAGES.questionNotFound);
      return { ok: true, message: "The question has been saved.", data: { id: row.id } };
    }
    const row = await db.transaction(async (tx) => {
      if (!(await lockIntakeFormOfBusiness(tx, business.id, formId))) throwNotFound(INTAKE_MESSAGES.formNotFound);
      return insertIntakeQuestionAtEnd(tx, business.id, formId, values);
    });
    return { ok: true, message: "The question has been added.", data: { id: row.id } };
  },
});

export const deleteIntakeQuestion = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: deleteIntakeQuestionSchema,
  async handler({ id }, { db, business }) {
    if (!isUuid(id)) throwNotFound(INTAKE_MESSAGES.questionNotFound);
    const row = await deleteIntakeQuestionOfBusiness(db, business.id, id);
    if (!row) throwNotFound(INTAKE_MESSAGES.questionNotFound);
    return { ok: true, message: "The question has been deleted. Answers already given are kept." };
  },
});

export const moveIntakeQuestion = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: moveIntakeQuestionSchema,
  async handler({ id, direction }, { db, business }) {
    if (!isUuid(id)) throwNotFound(INTAKE_MESSAGES.questionNotFound);
    const moved = await db.transaction(async (tx) => {
      const question = await findIntakeQuestionOfBusiness(tx, business.id, id);
      if (!question) throwNotFound(INTAKE_MESSAGES.questionNotFound);
      await lockIntakeFormOfBusiness(tx, business.id, question.formId);
      // Read again under the lock: another move may have changed its position meanwhile.
      const current = await findIntakeQuestionOfBusiness(tx, business.id, id);
      if (!current) throwNotFound(INTAKE_MESSAGES.questionNotFound);
      return swapIntakeQuestion(tx, current, direction);
    });
    return {
      ok: true,
      message: moved
        ? `The question has been moved ${direction}.`
        : `The question is already at the ${direction === "up" ? "top" : "bottom"}.`,
    };
  },
});

/** Which form a service asks when it is booked; an empty form id asks nothing. */
export const setServiceIntakeForm = defineAction({
  roles: MANAGERS,
  requiresBusiness: true,
  schema: setServiceIntakeFormSchema,
  async handler({ serviceId, formId }, { db, business }) {
    if (!isUuid(serviceId)) throwNotFound(INTAKE_MESSAGES.serviceNotFound);
    if (formId && !isUuid(formId)) throwNotFound(INTAKE_MESSAGES.formNotFound);
    const row = await db.transaction(async (tx) => {
      if (formId && !(await lockIntakeFormOfBusiness(tx, business.id, formId)))
        throwNotFound(INTAKE_MESSAGES.formNotFound);
      return setServiceIntakeFormOfBusiness(tx, business.id, serviceId, formId || null);
    });
    if (!row) throwNotFound(INTAKE_MESSAGES.serviceNotFound);
    return {
      ok: true,
      message: formId ? `"${row.name}" now asks its intake questions.` : `"${row.name}" asks no questions.`,
    };
  },
});
