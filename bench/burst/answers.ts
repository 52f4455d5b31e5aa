import type { ExamQuestionSpec } from './exam.js';

/** A question as the solve screen receives it (SolvePageQuery): only what answering needs. */
export interface ShownQuestion {
  id: string;
  leftColumn?: string[];
  items?: string[];
}

/**
 * Student `n`'s answer to question `position`: right or wrong by a fixed rule (about three in four right), each
 * scoring exactly 100 or 0, so a student's score is known before the server grades it.
 */
export const answersRight = (n: number, position: number) => (n * 7 + position * 3) % 4 !== 0;

export const expectedScore = (n: number, count: number) =>
  (100 * Array.from({ length: count }, (_, position) => answersRight(n, position)).filter(Boolean).length) / count;

/**
 * The answer sent with the submission (AnswerInput) and what the web's widget holds meanwhile (its draft, kept
 * by saveAttemptDraft), for the author's question `spec` shown as `shown`.
 */
export function answerTo(spec: ExamQuestionSpec, shown: ShownQuestion, right: boolean) {
  const questionId = shown.id;
  switch (spec.type) {
    case 'TRUE_OR_FALSE':
      return { input: { questionId, trueOrFalseAnswer: right }, draft: { type: spec.type, value: right } };
    case 'MULTIPLE_ANSWER': {
      const chosen = right ? [...spec.correctOptionsIndex] : [1];
      return { input: { questionId, chosenOptionsIndex: chosen }, draft: { type: spec.type, chosen } };
    }
    case 'FILL_BLANKS': {
      const values = right ? [...spec.correctWords] : ['luna', 'planeta'];
      return { input: { questionId, filledBlanks: values }, draft: { type: spec.type, values } };
    }
    case 'MATCH_COLUMNS': {
      // The right item of each left item (as shown), or every one shifted by one: none matched.
      const shift = right ? 0 : 1;
      const values = shown.leftColumn!.map((left) => spec.rightColumn[(spec.leftColumn.indexOf(left as never) + shift) % spec.rightColumn.length]!);
      return { input: { questionId, userColumnsOrder: values }, draft: { type: spec.type, values } };
    }
    case 'SHORT_ANSWER': {
      const text = right ? 'Oxígeno' : 'nitrógeno';
      return { input: { questionId, shortAnswer: text }, draft: { type: spec.type, text } };
    }
    case 'NUMERICAL': {
      const value = right ? 3.14 : 2;
      return { input: { questionId, numericalAnswer: value }, draft: { type: spec.type, text: String(value).replace('.', ',') } };
    }
    case 'ORDERING': {
      // The position of each item as shown: its place in the author's order, or the next place (no item right).
      const count = spec.items.length;
      const order = shown.items!.map((item) => (spec.items.indexOf(item as never) + (right ? 0 : 1)) % count);
      return { input: { questionId, orderingAnswer: order }, draft: { type: spec.type, order } };
    }
  }
}
