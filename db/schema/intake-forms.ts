import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { businessId } from "./business-columns";
import { createdAt, id, updatedAt } from "./columns";
import { intakeQuestionKindEnum } from "./enums";

/** A set of questions asked before a visit ("New client consultation"); services point at it. */
export const intakeForms = pgTable(
  "intake_forms",
  {
    id: id(),
    businessId: businessId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("intake_forms_business_name_key").on(t.businessId, sql`lower(${t.name})`)],
);

/**
 * One question of a form, in `position` order. A sensitive one (health) has its answers sealed at rest, never in
 * emails, feeds or logs, and each view of them audited. Choices are kept for the choice kinds only.
 */
export const intakeQuestions = pgTable(
  "intake_questions",
  {
    id: id(),
    businessId: businessId(),
    formId: uuid("form_id")
      .notNull()
      .references(() => intakeForms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: intakeQuestionKindEnum("kind").notNull(),
    label: text("label").notNull(),
    helpText: text("help_text").notNull().default(""),
    required: boolean("required").notNull().default(false),
    sensitive: boolean("sensitive").notNull().default(false),
    choices: text("choices")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("intake_questions_form_position_idx").on(t.formId, t.position),
    index("intake_questions_business_idx").on(t.businessId),
    check("intake_questions_position_non_negative", sql`${t.position} >= 0`),
  ],
);

export type IntakeForm = typeof intakeForms.$inferSelect;
export type IntakeQuestion = typeof intakeQuestions.$inferSelect;
