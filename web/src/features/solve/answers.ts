import type { AnswerInput } from '../../__generated__/useSubmitAssignmentAttemptMutation.graphql';

/**
 * What the solve screen keeps for each question. An answer is stored only when it
 * is complete, replaced when answered again, and dropped again when it becomes incomplete.
 */

/** What a widget holds while the student works on a question. */
export type Draft =
  | { type: 'TRUE_OR_FALSE'; value: boolean | null }
  | { type: 'FILL_BLANKS'; values: string[] }
  | { type: 'MATCH_COLUMNS'; values: Array<string | null> }
  | { type: 'MULTIPLE_ANSWER'; chosen: number[] }
  | { type: 'SHORT_ANSWER'; text: string };

/** The complete answers so far by question id, each as submitted (the mutation's AnswerInput). */
export type Answers = Readonly<Record<string, AnswerInput>>;

/** The answer a draft makes, or null while it is incomplete. */
export function completeAnswer(questionId: string, draft: Draft): AnswerInput | null {
  switch (draft.type) {
    case 'TRUE_OR_FALSE':
      return draft.value === null ? null : { questionId, trueOrFalseAnswer: draft.value };
    case 'FILL_BLANKS':
      return draft.values.length > 0 && draft.values.every((v) => v.trim() !== '') ? { questionId, filledBlanks: draft.values.map((v) => v.trim()) } : null;
    case 'MATCH_COLUMNS':
      return draft.values.length > 0 && draft.values.every((v): v is string => v !== null && v !== '') ? { questionId, userColumnsOrder: draft.values } : null;
    case 'MULTIPLE_ANSWER':
      return draft.chosen.length > 0 ? { questionId, chosenOptionsIndex: [...draft.chosen].sort((a, b) => a - b) } : null;
    case 'SHORT_ANSWER':
      return draft.text.trim() !== '' ? { questionId, shortAnswer: draft.text.trim() } : null;
  }
}

/** The answers after a change to one question's draft: stored (or replaced) when complete, dropped when not. */
export function applyDraft(answers: Answers, questionId: string, draft: Draft): Answers {
  const answer = completeAnswer(questionId, draft);
  if (answer) return { ...answers, [questionId]: answer };
  if (!(questionId in answers)) return answers;
  const { [questionId]: _dropped, ...rest } = answers;
  return rest;
}

export const isAnswered = (answers: Answers, questionId: string) => questionId in answers;
