import type { QuestionType } from '@aula/common';
import { badRequest } from '../../domain/errors.js';
import type { Solver } from './kinds/kind.js';
import { kindOf, type Answer, type QuestionDetails } from './kinds/registry.js';
import type { QuestionRow } from './repository.js';

export type { Answer } from './kinds/registry.js';
export { wildcardMatch } from './text.js';

/** The score from 0 to 100 by its kind's rule, or null while a teacher has to grade it (a short answer with no accepted answers). */
export function grade(question: { type: QuestionType; details: QuestionDetails }, answer: Answer): number | null {
  return kindOf(question.type).grade(question.details, answer);
}

/** A question as an answer met it, or as it is now: what a regrade compares. */
export interface GradedQuestion {
  id: string;
  type: QuestionType;
  statement: string;
  details: QuestionDetails;
}

/**
 * Whether the question as it is now can grade an answer given to it as `answered`: same kind, and the same options,
 * blanks or items (its kind's shape; only the key changed). Otherwise the answer stays graded as it was.
 */
export function regradable(answered: GradedQuestion, now: GradedQuestion): boolean {
  if (answered.type !== now.type) return false;
  const { shape } = kindOf(now.type);
  return !shape || JSON.stringify(shape(answered)) === JSON.stringify(shape(now));
}

/**
 * Checks an answer against its question, for the solver who saw it (an ordering answer is read in their shown
 * order): only the fields of the question's kind are kept, as they are stored.
 */
export function checkAnswer(question: QuestionRow, sent: Answer, solver: Solver): Answer {
  const kind = kindOf(question.type);
  if (sent[kind.answerField] === undefined) throw badRequest('La respuesta no corresponde al tipo de pregunta');
  return kind.checkAnswer(sent, question, solver);
}

/** An attempt's score: the mean over the assignment's questions, a missing or pending one counting 0. */
export function meanScore(scores: Array<number | null>, questionCount: number): number {
  if (questionCount === 0) return 0;
  return scores.reduce<number>((sum, score) => sum + (score ?? 0), 0) / questionCount;
}
