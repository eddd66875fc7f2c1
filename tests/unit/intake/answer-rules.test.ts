import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANSWER_REQUIRED_MESSAGE,
  answerField,
  checkAnswers,
  CHOICE_UNKNOWN_MESSAGE,
  DATE_INVALID_MESSAGE,
  LONG_ANSWER_MAX,
  SHORT_ANSWER_MAX,
  type AskedQuestion,
} from "@/lib/intake/answer-rules";

const question = (overrides: Partial<AskedQuestion> & Pick<AskedQuestion, "id" | "kind">): AskedQuestion => ({
  position: 0,
  label: overrides.id,
  required: false,
  sensitive: false,
  choices: [],
  ...overrides,
});

const COLOURS = ["Red", "Copper", "Ash blonde"];

describe("intake answers", () => {
  it("asks for a required answer and lets an optional one be left empty", () => {
    const required = question({ id: "q1", kind: "yes_no", required: true });
    const optional = question({ id: "q2", kind: "short_text", position: 1 });
    expect(checkAnswers([required, optional], { q2: "  " })).toEqual({
      answers: [],
      fieldErrors: { [answerField("q1")]: ANSWER_REQUIRED_MESSAGE },
    });
  });

  it("keeps each kind as a person reads it, in the form's order", () => {
    const questions = [
      question({ id: "date", kind: "date", position: 3 }),
      question({ id: "yes", kind: "yes_no", position: 0 }),
      question({ id: "one", kind: "single_choice", position: 1, choices: COLOURS }),
      question({ id: "many", kind: "multiple_choice", position: 2, choices: COLOURS }),
    ];
    const { answers, fieldErrors } = checkAnswers(questions, {
      yes: "Yes",
      one: "Copper",
      many: ["Ash blonde", "Red"],
      date: "2027-03-28",
    });
    expect(fieldErrors).toEqual({});
    expect(answers.map((a) => [a.question.id, a.value])).toEqual([
      ["yes", "Yes"],
      ["one", "Copper"],
      ["many", "Red\nAsh blonde"],
      ["date", "2027-03-28"],
    ]);
  });

  it("refuses a choice not offered, a date that does not exist, and an answer too long", () => {
    const questions = [
      question({ id: "one", kind: "single_choice", choices: COLOURS }),
      question({ id: "many", kind: "multiple_choice", choices: COLOURS }),
      question({ id: "date", kind: "date" }),
      question({ id: "short", kind: "short_text" }),
      question({ id: "long", kind: "long_text" }),
      question({ id: "yes", kind: "yes_no" }),
    ];
    const { answers, fieldErrors } = checkAnswers(questions, {
      one: "Purple",
      many: ["Red", "Purple"],
      date: "2027-02-30",
      short: "x".repeat(SHORT_ANSWER_MAX + 1),
      long: "x".repeat(LONG_ANSWER_MAX + 1),
      yes: "Maybe",
    });
    expect(answers).toEqual([]);
    expect(fieldErrors).toEqual({
      [answerField("one")]: CHOICE_UNKNOWN_MESSAGE,
      [answerField("many")]: CHOICE_UNKNOWN_MESSAGE,
      [answerField("date")]: DATE_INVALID_MESSAGE,
      [answerField("short")]: "Use at most 200 characters",
      [answerField("long")]: "Use at most 2,000 characters",
      [answerField("yes")]: "Answer Yes or No",
    });
  });

  it("every question ends up answered or with an error, never both, and only asked questions count (property)", () => {
    const kinds = ["short_text", "long_text", "single_choice", "multiple_choice", "yes_no", "date"] as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...kinds), fc.boolean(), fc.option(fc.string({ maxLength: 30 }))), {
          maxLength: 8,
        }),
        (specs) => {
          const questions = specs.map(([kind, required], index) =>
            question({ id: `q${index}`, kind, required, position: index, choices: COLOURS }),
          );
          const given = Object.fromEntries(
            specs.map(([, , value], index) => [`q${index}`, value ?? undefined]),
          ) as Record<string, string | undefined>;
          given.unasked = "ignored";
          const { answers, fieldErrors } = checkAnswers(questions, given);
          const answered = new Set(answers.map((a) => a.question.id));
          for (const q of questions) {
            expect(answered.has(q.id) && answerField(q.id) in fieldErrors).toBe(false);
            if (q.required) expect(answered.has(q.id) || answerField(q.id) in fieldErrors).toBe(true);
          }
          expect(answered.has("unasked")).toBe(false);
        },
      ),
    );
  });
});
