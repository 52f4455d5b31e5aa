import type { z } from 'zod';

/** Who looks at a solver's view: their shuffles are keyed by their profile and the server's secret. */
export interface Solver {
  profileId: string;
  secret: Buffer;
}

/** A stored question as a kind reads it: its details are its own fields (kept as written, so read defensively). */
export interface StoredQuestion<Details> {
  id: string;
  statement: string;
  details: Details;
}

/** What a kind of question that may show an image (true/false) adds. */
export interface ImageCapability {
  /** Multipart form fields (all text) as the kind's JSON body, e.g. correctAnswer "true" → true. */
  fromForm: (fields: Record<string, string>) => Record<string, unknown>;
  formDescription: string;
}

/**
 * One kind of question, whole: the api's every other part (the create union, the REST schemas, the views, answer
 * checking, grading, practice) is built from the list of kinds in registry.ts. Its details are what is stored in
 * questions.details (and snapshots); its answer what is stored in question_attempts.answer.
 */
export interface QuestionKind<
  Input extends z.ZodObject,
  Details extends object,
  Answer extends object,
  View extends z.ZodRawShape,
  AnswerFields extends z.ZodRawShape,
  AttemptFields extends z.ZodRawShape,
  UpdateFields extends z.ZodRawShape,
> {
  /** The summary of its create path (see Named). */
  createSummary: string;
  /** Its create body (validated whole, after an update's merge too): its `type` literal names the kind. */
  input: Input;
  /** Its own fields as an update may send them: loosely typed, the merged question is then checked by `input`. */
  updateFields: UpdateFields;
  details(input: z.infer<Input>): Details;
  /** Its fields in the REST question (both views; all optional there). */
  viewFields: View;
  /** The author's view of its fields: the key included. */
  authorFields(question: StoredQuestion<Details>): ViewOf<View>;
  /** The fields of the author's view that make its key (practice's deprecated `solution`). */
  keyFields: ReadonlyArray<keyof View & string>;
  /** What a solver may see: never the key (and for some kinds a statement of its own, or a shuffled order). */
  solverFields(question: StoredQuestion<Details>, solver: Solver): ViewOf<View> & { statement?: string };
  /** The answer fields a solver sends (answerInput); `answerField` is the one that must be present. */
  answerFields: AnswerFields;
  answerField: keyof AnswerFields & keyof Answer & string;
  /** The answer fields a question attempt carries (what is stored). */
  attemptFields: AttemptFields;
  /** The answer as stored, or a 400 when it does not fit the question (too many blanks, not a permutation…). */
  checkAnswer(sent: Answer, question: StoredQuestion<Details>, solver: Solver): Answer;
  /** 0 to 100, or null while a teacher has to grade it. */
  grade(details: Details, answer: Answer): number | null;
  image?: ImageCapability;
  /**
   * For a kind whose answers are given in terms of the question's options, blanks or items: those, without the key
   * (compared as JSON). A corrected key grades an earlier answer again only when this is the same for the question
   * as answered and as it is now; a kind without it has answers a new key can always grade.
   */
  shape?(question: StoredQuestion<Details>): unknown;
  /**
   * For a kind a teacher may have to grade by hand: when, as SQL over `q.details` (such answers wait with score
   * null, practice leaves such questions out, and only they are graded by hand).
   */
  teacherGradedWhen?: string;
  /**
   * How its answers are counted in an assignment's statistics (statistics.ts in its folder, typed there with the
   * kind's details and answer; here loosely, so it takes no part in inferring them).
   */
  statistics?: AnyStatistics;
}

/** One answer's count in a question's statistics: 'share' is over the group's answerCount, 0 to 100. */
export interface ResponseCount {
  answer: string;
  count: number;
  share: number;
  correct: boolean;
  mostChosenWrong: boolean;
}

/** The answers given to a question, or to one of its blanks, left items or items (label null for the whole question). */
export interface ResponseGroup {
  label: string | null;
  answerCount: number;
  rightShare: number | null;
  answers: ResponseCount[];
}

/**
 * What a question's answers said, counted in SQL: `part` is a blank, a left item… ('' for the whole answer).
 * `graded`, `full` and `zero`: how many of those answers hold a score, full credit (100) and none (0), as graded now
 * (`key…` likewise by the kind's own score, see below).
 */
export interface AnswerTally {
  part: string;
  answer: string;
  count: number;
  graded: number;
  full: number;
  zero: number;
  /**
   * The same by the score the kind gave (auto_score: the key each answer was graded with), or the teacher's where the
   * kind could not grade it (a short answer without accepted answers): whether the answer is right, whatever a
   * teacher's override of one answer says.
   */
  keyGraded: number;
  keyFull: number;
  keyZero: number;
}

/** A kind's StatisticsCapability seen from outside: the caller passes that kind's details and grading. */
export interface AnyStatistics {
  answersSql: string;
  responses(details: never, tallies: AnswerTally[], answered: number, grade: (answer: object) => number | null): ResponseGroup[];
}

export interface StatisticsCapability<Details, Answer extends object> extends AnyStatistics {
  /**
   * A SELECT over `qa.answer` (run LATERAL beside each counted answer) giving rows (part text, answer text): one per
   * thing the answer says (its choice, each blank, each item's position…). They are counted in SQL.
   */
  answersSql: string;
  /**
   * The question's tallies as its response groups; `answered` is how many answers were counted, `grade` the kind's
   * own grading with the question's current key. A whole answer is marked right or wrong by the scores it holds
   * (responses.ts `byScore`, so the chart agrees with the facility); a part of one (a blank, an option…) by the key.
   */
  responses(details: Details, tallies: AnswerTally[], answered: number, grade: (answer: Answer) => number | null): ResponseGroup[];
}

/** The REST view of a kind's fields: every one optional (a view sets those of its kind only). */
export type ViewOf<View extends z.ZodRawShape> = Partial<z.infer<z.ZodObject<View>>>;

/**
 * What a kind's input names: its type, and the path that creates one (POST /question/<createPath>, JSON; multipart
 * too for a kind with an image).
 */
export interface Named<Type> {
  type: Type;
  createPath: `create${string}Question`;
}

/** The create path of a type: FILL_BLANKS → createFillBlanksQuestion. */
export const createPathOf = (type: string): `create${string}Question` =>
  `create${type.toLowerCase().replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase())}Question`;

/**
 * Checks a kind's parts against each other while keeping its exact types (for the registry's unions), and names it
 * after its input's type.
 */
export const defineKind = <
  Input extends z.ZodObject,
  Details extends object,
  Answer extends object,
  View extends z.ZodRawShape,
  AnswerFields extends z.ZodRawShape,
  AttemptFields extends z.ZodRawShape,
  UpdateFields extends z.ZodRawShape,
>(
  kind: QuestionKind<Input, Details, Answer, View, AnswerFields, AttemptFields, UpdateFields>,
): QuestionKind<Input, Details, Answer, View, AnswerFields, AttemptFields, UpdateFields> & Named<z.infer<Input>['type']> => {
  const type = (kind.input.shape.type as z.ZodLiteral<string>).value as z.infer<Input>['type'];
  return { ...kind, type, createPath: createPathOf(type as string) };
};
