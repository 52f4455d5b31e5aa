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
  type: z.infer<Input>['type'];
  /** POST /question/<createPath> creates one (JSON; multipart too for a kind with an image). */
  createPath: `create${string}Question`;
  createSummary: string;
  /** Its create body (validated whole, after an update's merge too). */
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
   * For a kind a teacher may have to grade by hand: when, as SQL over `q.details` (such answers wait with score
   * null, practice leaves such questions out, and only they are graded by hand).
   */
  teacherGradedWhen?: string;
}

/** The REST view of a kind's fields: every one optional (a view sets those of its kind only). */
export type ViewOf<View extends z.ZodRawShape> = Partial<z.infer<z.ZodObject<View>>>;

/** Checks a kind's parts against each other while keeping its exact types (for the registry's unions). */
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
) => kind;
