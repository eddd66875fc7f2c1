import { z } from "zod";
import { checkboxSchema } from "@/lib/forms/checkbox";
import { formText } from "@/lib/forms/text";
import { INTAKE_QUESTION_KINDS } from "@/lib/constants";

/**
 * The intake form builder's forms: a form (its name), a question (kind, text, help, required, sensitive, the
 * choices one per line), a question's move, and which form a service asks. Never a business id: that comes from
 * the session. Ids are plain strings: a malformed id is answered exactly like an unknown one.
 */

export const INTAKE_LIMITS = { formName: 60, label: 200, helpText: 300, choice: 80, choices: 20 } as const;

export const INTAKE_FORM_FIELDS = ["name"] as const;
export const INTAKE_QUESTION_FIELDS = ["kind", "label", "helpText", "required", "sensitive", "choices"] as const;

export const INTAKE_MESSAGES = {
  formNameRequired: "Form name is required",
  formNameTooLong: `Form name can be at most ${INTAKE_LIMITS.formName} characters`,
  formNameTaken: "A form with this name already exists.",
  formNotFound: "Form not found",
  questionNotFound: "Question not found",
  serviceNotFound: "Service not found",
  kindInvalid: "Choose the kind of answer",
  labelRequired: "Question is required",
  labelTooLong: `Question can be at most ${INTAKE_LIMITS.label} characters`,
  helpTooLong: `Help text can be at most ${INTAKE_LIMITS.helpText} characters`,
  choicesRequired: "Give at least two choices, one per line",
  choicesTooMany: `Give at most ${INTAKE_LIMITS.choices} choices`,
  choiceTooLong: `Each choice can be at most ${INTAKE_LIMITS.choice} characters`,
  choicesRepeated: "Each choice can be given only once",
  directionInvalid: "Choose up or down",
} as const;

const idField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? "").trim());

export const intakeFormSchema = z.object({
  name: formText(INTAKE_LIMITS.formName, INTAKE_MESSAGES.formNameTooLong).pipe(
    z.string().min(1, INTAKE_MESSAGES.formNameRequired),
  ),
});
export const createIntakeFormSchema = intakeFormSchema;
export const renameIntakeFormSchema = z.object({ id: idField, ...intakeFormSchema.shape });
export const deleteIntakeFormSchema = z.object({ id: idField });

const CHOICE_KINDS = new Set(["single_choice", "multiple_choice"]);

/** A question as the builder sends it; `id` empty adds a new one at the end of its form. */
export const saveIntakeQuestionSchema = z
  .object({
    formId: idField,
    id: idField,
    kind: z.enum(INTAKE_QUESTION_KINDS, { error: INTAKE_MESSAGES.kindInvalid }),
    label: formText(INTAKE_LIMITS.label, INTAKE_MESSAGES.labelTooLong).pipe(
      z.string().min(1, INTAKE_MESSAGES.labelRequired),
    ),
    helpText: formText(INTAKE_LIMITS.helpText, INTAKE_MESSAGES.helpTooLong),
    required: checkboxSchema,
    sensitive: checkboxSchema,
    choices: formText(INTAKE_LIMITS.choices * (INTAKE_LIMITS.choice + 1), INTAKE_MESSAGES.choicesTooMany, {
      multiline: true,
    }),
  })
  .transform((values, ctx) => {
    const choices = CHOICE_KINDS.has(values.kind)
      ? values.choices
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
      : [];
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["choices"], message });
    if (CHOICE_KINDS.has(values.kind)) {
      if (choices.length < 2) issue(INTAKE_MESSAGES.choicesRequired);
      else if (choices.length > INTAKE_LIMITS.choices) issue(INTAKE_MESSAGES.choicesTooMany);
      else if (choices.some((choice) => choice.length > INTAKE_LIMITS.choice)) issue(INTAKE_MESSAGES.choiceTooLong);
      else if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length)
        issue(INTAKE_MESSAGES.choicesRepeated);
    }
    return { ...values, choices };
  });
export type IntakeQuestionValues = z.output<typeof saveIntakeQuestionSchema>;

export const deleteIntakeQuestionSchema = z.object({ id: idField });
export const moveIntakeQuestionSchema = z.object({
  id: idField,
  direction: z.enum(["up", "down"], { error: INTAKE_MESSAGES.directionInvalid }),
});
/** `formId` empty: the service asks nothing. */
export const setServiceIntakeFormSchema = z.object({ serviceId: idField, formId: idField });
