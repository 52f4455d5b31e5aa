import type { CreateQuestionInput } from '../../__generated__/useCreateQuestionMutation.graphql';
import type { QuestionType as SchemaQuestionType } from '../../__generated__/QuestionFormPageQuery.graphql';

/** The five question types the forms know (Relay's enum without its '%future added value'). */
// eslint-disable-next-line relay/no-future-added-value -- removing it from the type is what the rule asks for
export type QuestionType = Exclude<SchemaQuestionType, '%future added value'>;

/**
 * What a question form hands to its page: createQuestion's input (Relay's generated type) without the assignment to
 * link, texts already normalised, plus a true/false question's new image, which is sent as the multipart upload
 * `input.trueOrFalse.image`.
 */
export type QuestionPayload = Omit<CreateQuestionInput, 'assignmentId'> & { image?: File | null };

/** The input key of each type (createQuestion takes exactly one of them). */
export const inputKeyOfType = {
  TRUE_OR_FALSE: 'trueOrFalse',
  FILL_BLANKS: 'fillBlanks',
  MATCH_COLUMNS: 'matchColumns',
  MULTIPLE_ANSWER: 'multipleAnswer',
  SHORT_ANSWER: 'shortAnswer',
} as const satisfies Record<QuestionType, keyof QuestionPayload>;

/** A type the form cannot send is refused before anything is sent: 'Tipo de pregunta no soportado: {type}'. */
export function assertSupportedType(type: string): asserts type is QuestionType {
  if (!(type in inputKeyOfType)) throw new Error(`Tipo de pregunta no soportado: ${type}`);
}
