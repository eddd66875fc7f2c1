import type { IntakeQuestionKind } from "@/lib/constants";

/*
 * What a customer's answers to a form must be, checked on the server (pure). Each answer is kept as the text a
 * person reads: "Yes"/"No", a date as YYYY-MM-DD, the chosen choices one per line.
 */

export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;
export const ANSWER_REQUIRED_MESSAGE = "Please answer this question";
export const CHOICE_UNKNOWN_MESSAGE = "Choose one of the options";
export const DATE_INVALID_MESSAGE = "Enter a real date";

/** The parts of a question its answer is checked against. */
export type AskedQuestion = {
  id: string;
  position: number;
  kind: IntakeQuestionKind;
  label: string;
  required: boolean;
  sensitive: boolean;
  choices: string[];
};

/** What the browser sent: one value per question id (several for multiple choice). */
export type GivenAnswers = Record<string, string | string[] | undefined>;

export type CheckedAnswer = { question: AskedQuestion; value: string };

export type AnswerCheck = { answers: CheckedAnswer[]; fieldErrors: Record<string, string> };

/** The field a question's answer and its error belong to in a form. */
export const answerField = (questionId: string) => `answers.${questionId}`;

const valuesOf = (given: string | string[] | undefined): string[] =>
  (Array.isArray(given) ? given : given === undefined ? [] : [given]).map((value) => value.trim()).filter(Boolean);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The stored text of one answer, or the error to show beside it; null when left empty. */
function checkOne(question: AskedQuestion, values: string[]): { value: string } | { error: string } | null {
  if (values.length === 0) return null;
  switch (question.kind) {
    case "short_text":
    case "long_text": {
      const max = question.kind === "short_text" ? SHORT_ANSWER_MAX : LONG_ANSWER_MAX;
      const value = values.join("\n");
      return value.length > max ? { error: `Use at most ${max.toLocaleString("en-GB")} characters` } : { value };
    }
    case "yes_no":
      return values.length === 1 && (values[0] === "Yes" || values[0] === "No")
        ? { value: values[0] }
        : { error: "Answer Yes or No" };
    case "date":
      return values.length === 1 && isRealDate(values[0]) ? { value: values[0] } : { error: DATE_INVALID_MESSAGE };
    case "single_choice":
      return values.length === 1 && question.choices.includes(values[0])
        ? { value: values[0] }
        : { error: CHOICE_UNKNOWN_MESSAGE };
    case "multiple_choice": {
      const chosen = question.choices.filter((choice) => values.includes(choice));
      return chosen.length === new Set(values).size ? { value: chosen.join("\n") } : { error: CHOICE_UNKNOWN_MESSAGE };
    }
  }
}

/** Checks every question's answer in the form's order; an answer to a question not asked is ignored. */
export function checkAnswers(questions: AskedQuestion[], given: GivenAnswers): AnswerCheck {
  const answers: CheckedAnswer[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const question of [...questions].sort((a, b) => a.position - b.position)) {
    const result = checkOne(question, valuesOf(given[question.id]));
    if (result === null) {
      if (question.required) fieldErrors[answerField(question.id)] = ANSWER_REQUIRED_MESSAGE;
    } else if ("error" in result) {
      fieldErrors[answerField(question.id)] = result.error;
    } else {
      answers.push({ question, value: result.value });
    }
  }
  return { answers, fieldErrors };
}
