import type { RestQuestion, RestQuestionType } from '../upstream/rest.js';

/** What the gateway knows of a question kind; the rest (its fields, key, grading) passes through from the api. */
interface QuestionKind {
  /** Its GraphQL object type, a member of the Question union. */
  typename: string;
  /** Its field of CreateQuestionInput and UpdateQuestionInput, which becomes the api's `type` and fields. */
  input: string;
  /** Its fields of AnswerInput, sent to the api as they are (QuestionAttempt carries them back). */
  answer: readonly string[];
  /** Fields the gateway computes for its GraphQL type; every other field is the api's of the same name. */
  fields?: Record<string, (question: RestQuestion) => unknown>;
}

/** A solver gets a fill-blanks statement in pieces; its author gets the statement whole, as one piece. */
const fillBlanksFields = {
  segments: (question: RestQuestion) => question.segments ?? [question.statement],
  blankCount: (question: RestQuestion) => (question.segments?.length ?? 1) - 1,
};

/**
 * Every kind of question, one line each, by the api's type: the union's type resolution (parents.ts), the type
 * inputs of createQuestion and updateQuestion (Mutation/questionFields.ts), the question types' resolvers
 * (Question.ts) and their parent types (codegen.ts) are built from it, and resolvers/defaultFields.ts checks it
 * against the schema. A new kind is a line here and its types in schema.graphql.
 */
export const questionKinds = {
  TRUE_OR_FALSE: { typename: 'TrueOrFalseQuestion', input: 'trueOrFalse', answer: ['trueOrFalseAnswer'] },
  FILL_BLANKS: { typename: 'FillBlanksQuestion', input: 'fillBlanks', answer: ['filledBlanks'], fields: fillBlanksFields },
  MATCH_COLUMNS: { typename: 'MatchColumnsQuestion', input: 'matchColumns', answer: ['userColumnsOrder'] },
  MULTIPLE_ANSWER: { typename: 'MultipleAnswerQuestion', input: 'multipleAnswer', answer: ['chosenOptionsIndex'] },
  SHORT_ANSWER: { typename: 'ShortAnswerQuestion', input: 'shortAnswer', answer: ['shortAnswer'] },
  NUMERICAL: { typename: 'NumericalQuestion', input: 'numerical', answer: ['numericalAnswer'] },
  ORDERING: { typename: 'OrderingQuestion', input: 'ordering', answer: ['orderingAnswer'] },
} as const satisfies Record<RestQuestionType, QuestionKind>;

export type QuestionKinds = typeof questionKinds;
export type QuestionTypename = QuestionKinds[RestQuestionType]['typename'];
export type QuestionInputKey = QuestionKinds[RestQuestionType]['input'];
export type QuestionAnswerField = QuestionKinds[RestQuestionType]['answer'][number];

/** The kinds with their api type, in the order above. */
export const questionKindList = (Object.keys(questionKinds) as RestQuestionType[]).map((type) => ({ type, ...questionKinds[type] }));
