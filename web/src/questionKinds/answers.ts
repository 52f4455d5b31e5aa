import type { AnswerInput } from './kind';
import { kindOfType, type Draft } from './registry';

export type { Draft };

/**
 * What a screen keeps for each question. An answer is stored only when it is complete, replaced when answered
 * again, and dropped again when it becomes incomplete.
 */

/** The complete answers so far by question id, each as submitted (the mutation's AnswerInput). */
export type Answers = Readonly<Record<string, AnswerInput>>;

/** The answer a draft makes, or null while it is incomplete (or of a kind this client does not know). */
export function completeAnswer(questionId: string, draft: Draft): AnswerInput | null {
  return kindOfType(draft.type)?.answer(questionId, draft as never) ?? null;
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
