import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { businessId } from "./business-columns";
import { createdAt, id } from "./columns";
import { intakeQuestionKindEnum } from "./enums";
import { intakeQuestions } from "./intake-forms";

/**
 * A customer's answer to an intake question, kept with the booking. The question's text and kind are copied, so a
 * form changed later never rewrites what was asked. A sensitive answer is only in `sealed_answer` (AES-256-GCM,
 * lib/crypto/sealed-text.ts, bound to this business and booking); others only in `answer`.
 */
export const bookingAnswers = pgTable(
  "booking_answers",
  {
    id: id(),
    businessId: businessId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Null once the question is deleted from its form; the copy below still says what was asked. */
    questionId: uuid("question_id").references(() => intakeQuestions.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    kind: intakeQuestionKindEnum("kind").notNull(),
    sensitive: boolean("sensitive").notNull().default(false),
    answer: text("answer"),
    sealedAnswer: text("sealed_answer"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_answers_business_booking_idx").on(t.businessId, t.bookingId),
    uniqueIndex("booking_answers_booking_question_key").on(t.bookingId, t.questionId),
    check(
      "booking_answers_sealed_when_sensitive",
      sql`(${t.sensitive} and ${t.answer} is null and ${t.sealedAnswer} is not null) or (not ${t.sensitive} and ${t.sealedAnswer} is null and ${t.answer} is not null)`,
    ),
  ],
);

export type BookingAnswer = typeof bookingAnswers.$inferSelect;
