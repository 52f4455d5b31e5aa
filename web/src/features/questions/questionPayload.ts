/** What a question form hands to its page: the fields of createQuestion/updateQuestion, already normalised. */
export type QuestionType = 'TRUE_OR_FALSE' | 'FILL_BLANKS' | 'MATCH_COLUMNS' | 'MULTIPLE_ANSWER' | 'SHORT_ANSWER';
export type Difficulty = 'EASY' | 'INTERMEDIATE' | 'HARD';

export interface QuestionPayload {
  statement: string;
  difficulty: Difficulty;
  trueOrFalse?: { correctAnswer: boolean; removeImage?: boolean };
  fillBlanks?: { correctWords: string[] };
  matchColumns?: { leftColumn: string[]; rightColumn: string[] };
  multipleAnswer?: { options: string[]; correctOptionsIndex: number[] };
  shortAnswer?: { acceptedAnswers: string[] };
  /** The true/false question's new image: sent as the upload `input.trueOrFalse.image`. */
  image?: File | null;
}

/** The input key of each type (createQuestion takes exactly one of them). */
export const inputKeyOfType = {
  TRUE_OR_FALSE: 'trueOrFalse',
  FILL_BLANKS: 'fillBlanks',
  MATCH_COLUMNS: 'matchColumns',
  MULTIPLE_ANSWER: 'multipleAnswer',
  SHORT_ANSWER: 'shortAnswer',
} as const satisfies Record<QuestionType, keyof QuestionPayload>;

/** SPEC.md section 8: 'Tipo de pregunta no soportado: {type}' for a type the form cannot send. */
export function assertSupportedType(type: string): asserts type is QuestionType {
  if (!(type in inputKeyOfType)) throw new Error(`Tipo de pregunta no soportado: ${type}`);
}
