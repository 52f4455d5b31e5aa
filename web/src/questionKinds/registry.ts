import type { AnyKind, QuestionKind, QuestionType } from './kind';
import { fillBlanks } from './fillBlanks';
import { matchColumns } from './matchColumns';
import { multipleAnswer } from './multipleAnswer';
import { numerical } from './numerical';
import { ordering } from './ordering';
import { shortAnswer } from './shortAnswer';
import { trueOrFalse } from './trueOrFalse';

/**
 * Every kind of question this client knows, in the order the type selector shows them. A kind is its folder
 * (form, widget, key and answer views, answer builder) and its line here; its fragments are spread in the four
 * components that show any kind (QuestionForm, QuestionWidget, AnswerKey, AttemptAnswer).
 */
export const questionKinds = [trueOrFalse, shortAnswer, matchColumns, multipleAnswer, fillBlanks, numerical, ordering] as const;

type DraftOfKind<K> = K extends QuestionKind<infer D> ? D : never;

/** What a widget holds while the student works on a question, for any kind. */
export type Draft = DraftOfKind<(typeof questionKinds)[number]>;

const kinds: readonly AnyKind[] = questionKinds;
const byType = new Map<string, AnyKind>(kinds.map((kind) => [kind.type, kind]));
const byTypename = new Map<string, AnyKind>(kinds.map((kind) => [kind.typename, kind]));

/** The kind of a QuestionType value, undefined for one this client does not know. */
export const kindOfType = (type: string | null | undefined) => byType.get(type ?? '');

/** The kind of a question by its GraphQL __typename. */
export const kindOfTypename = (typename: string | null | undefined) => byTypename.get(typename ?? '');

/**
 * The question type named in a route (/profile/questions/update/{questionType}). Routes made by paths.editQuestion
 * carry the enum value (TRUE_OR_FALSE); other spellings (true-or-false, trueOrFalse) are accepted too.
 */
export function parseQuestionType(value: string | undefined | null): QuestionType | null {
  if (!value) return null;
  const normalized = value
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[-\s]/g, '_')
    .toUpperCase();
  return kindOfType(normalized)?.type ?? null;
}

/**
 * A question's kind by its __typename, with the fragment reference found under the kind's alias (the components
 * that show any kind spread each kind's fragment `@alias(as: "<inputKey>")`); null for a kind this client does
 * not know.
 */
export function aliasedKind(data: object, typename: string | null | undefined) {
  const kind = kindOfTypename(typename);
  const ref: unknown = kind ? (data as Record<string, unknown>)[kind.inputKey] : undefined;
  return kind && ref && typeof ref === 'object' ? { kind, ref: ref as never } : null;
}
