import type { QuestionType } from '@aula/common';
import type { z } from 'zod';
import { fillBlanks } from './fillBlanks/index.js';
import type { Named, QuestionKind } from './kind.js';
import { matchColumns } from './matchColumns/index.js';
import { multipleAnswer } from './multipleAnswer/index.js';
import { numerical } from './numerical/index.js';
import { ordering } from './ordering/index.js';
import { shortAnswer } from './shortAnswer/index.js';
import { trueOrFalse } from './trueOrFalse/index.js';

/** Every kind of question, one line each: a new kind is a folder beside these and a line here. */
// prettier-ignore
export const questionKinds = [
  trueOrFalse,
  fillBlanks,
  matchColumns,
  multipleAnswer,
  shortAnswer,
  numerical,
  ordering,
] as const;

type Kinds = typeof questionKinds;
type AnyKind = Kinds[number];
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Each type in common's questionTypes has its kind here (a compile error otherwise). */
const everyTypeHasAKind: Exclude<QuestionType, AnyKind['type']> extends never ? true : never = true;
void everyTypeHasAKind;

/** The kinds' create bodies, as the tuple a discriminated union takes. */
type InputsOf<List extends readonly unknown[]> = { -readonly [I in keyof List]: List[I] extends { input: infer Input } ? Input : never };
export type KindInputs = InputsOf<Kinds>;
export const kindInputs = questionKinds.map((kind) => kind.input) as unknown as KindInputs;

/** Every kind's fields of one part (the REST question, an answer…) side by side: no two kinds share a name. */
const mergedFields = <Part extends 'viewFields' | 'answerFields' | 'attemptFields' | 'updateFields'>(part: Part) =>
  Object.assign({}, ...questionKinds.map((kind) => kind[part])) as UnionToIntersection<AnyKind[Part]>;
export const viewFields = mergedFields('viewFields');
export const answerFields = mergedFields('answerFields');
export const attemptFields = mergedFields('attemptFields');
export const updateFields = mergedFields('updateFields');

/** Type-specific fields, answer keys included, as kept in questions.details: those of whichever kind it is. */
export type QuestionDetails = Partial<UnionToIntersection<ReturnType<AnyKind['details']>>>;
/** An answer as stored in question_attempts.answer: the fields of its question's kind. */
export type Answer = Partial<UnionToIntersection<Parameters<AnyKind['grade']>[1]>>;

/** A kind seen from outside: any question's details and answer. */
export type Kind = QuestionKind<z.ZodObject, QuestionDetails, Answer, z.ZodRawShape, z.ZodRawShape, z.ZodRawShape, z.ZodRawShape> &
  Named<QuestionType>;

const kindsByType = new Map(questionKinds.map((kind) => [kind.type, kind as unknown as Kind]));

export function kindOf(type: QuestionType): Kind {
  return kindsByType.get(type)!;
}

/**
 * The questions only a teacher can grade, as SQL over `q` (its type and details): a short answer without accepted
 * answers.
 */
export const teacherGradedSql =
  questionKinds.flatMap((kind) => ('teacherGradedWhen' in kind ? [`(q.type = '${kind.type}' AND ${kind.teacherGradedWhen})`] : [])).join(' OR ') ||
  'false';

/** The kinds as the rest of the api walks them (routes per kind). */
export const kinds: readonly Kind[] = [...kindsByType.values()];
