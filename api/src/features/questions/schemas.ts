import { clientMutationId } from '../../http/idempotency.js';
import { z } from 'zod';
import { difficulties, questionLimits as limits, questionTypes, validationMessages } from '@aula/common';
import { difficulty, text, uuid } from '../../http/schemas.js';
import { imageKeyPattern } from '../../storage/images.js';
import { blankSegments } from './fillBlanks.js';

// The question forms' rules and messages: statements are normalised before their minimum is checked.
const statement = (min: number, message: string) =>
  text({ required: message }).min(min, { error: message }).max(2000, { error: validationMessages.statementMax });
const longStatement = statement(5, validationMessages.statement);
const item = (message: string, max: number = limits.itemLength, maxMessage: string = validationMessages.itemMax) =>
  text({ required: message }).min(1, { error: message }).max(max, { error: maxMessage });
const maxItems = (n: number) => ({ error: `Se admiten como máximo ${n} elementos` });

const base = {
  difficulty: difficulty.default('EASY'),
  profileId: uuid().optional().describe('The author; must be your own profile id when given'),
  assignmentId: uuid().nullable().optional().describe('The assignment the question was written for, if any'),
  clientMutationId,
};
const typeLiteral = <T extends (typeof questionTypes)[number]>(type: T) =>
  z.literal(type, { error: 'Tipo de pregunta desconocido' });

export const trueOrFalseInput = z.object({
  type: typeLiteral('TRUE_OR_FALSE'),
  statement: statement(3, validationMessages.shortStatement),
  correctAnswer: z.boolean({ error: 'La respuesta correcta debe ser verdadero o falso' }).default(true),
  image: z
    .string()
    .regex(imageKeyPattern, { error: 'La imagen no es válida' })
    .nullable()
    .optional()
    .describe('Key of an image uploaded with POST /images/upload'),
  ...base,
});

export const fillBlanksInput = z
  .object({
    type: typeLiteral('FILL_BLANKS'),
    statement: longStatement,
    correctWords: z
      .array(item(validationMessages.correctWords, limits.wordLength, validationMessages.correctWordMax), { error: validationMessages.correctWords })
      .min(1, { error: validationMessages.correctWords })
      .max(limits.blanks, maxItems(limits.blanks)),
    ...base,
  })
  .refine((q) => blankSegments(q.statement, q.correctWords) !== null, {
    error: 'Las palabras correctas deben aparecer en el enunciado, en orden',
    path: ['correctWords'],
  });

const column = z
  .array(item(validationMessages.columnItem), { error: validationMessages.columnItem })
  .min(1, { error: validationMessages.columnItem })
  .max(limits.items, maxItems(limits.items));

export const matchColumnsInput = z
  .object({ type: typeLiteral('MATCH_COLUMNS'), statement: longStatement, leftColumn: column, rightColumn: column, ...base })
  .refine((q) => q.leftColumn.length === q.rightColumn.length, {
    error: 'Las dos columnas deben tener el mismo número de elementos',
    path: ['rightColumn'],
  });

export const multipleAnswerInput = z
  .object({
    type: typeLiteral('MULTIPLE_ANSWER'),
    statement: longStatement,
    options: z
      .array(item(validationMessages.option), { error: validationMessages.minOptions })
      .min(2, { error: validationMessages.minOptions })
      .max(limits.items, maxItems(limits.items)),
    correctOptionsIndex: z
      .array(z.int().min(0), { error: validationMessages.correctOption })
      .min(1, { error: validationMessages.correctOption })
      .max(limits.items, maxItems(limits.items)),
    ...base,
  })
  .refine((q) => q.correctOptionsIndex.every((i) => i < q.options.length), {
    error: 'Las opciones correctas deben estar entre las opciones',
    path: ['correctOptionsIndex'],
  });

export const shortAnswerInput = z.object({
  type: typeLiteral('SHORT_ANSWER'),
  statement: longStatement,
  acceptedAnswers: z
    .array(item('Cada respuesta aceptada necesita al menos un carácter', limits.acceptedAnswerLength, validationMessages.acceptedAnswerMax))
    .max(limits.acceptedAnswers, { error: validationMessages.acceptedAnswersMax })
    .optional()
    .describe('Optional answers graded as correct (spacing and case ignored, * as a wildcard); without them the group owner grades'),
  ...base,
});

/** A question of any type, told apart by `type`; anything else is 'Tipo de pregunta desconocido'. */
export const anyQuestionInput = z.discriminatedUnion(
  'type',
  [trueOrFalseInput, fillBlanksInput, matchColumnsInput, multipleAnswerInput, shortAnswerInput],
  { error: 'Tipo de pregunta desconocido' },
);
export type QuestionInput = z.infer<typeof anyQuestionInput>;
/** A question's body as a client sends it (POST /question/create): `difficulty` may be left out (EASY). */
export type NewQuestion = z.input<typeof anyQuestionInput>;

/** An update names only what changes; the merged question is then checked by its type's rules. */
export const questionUpdate = z.looseObject({
  type: z.string().optional(),
  statement: z.string().optional(),
  difficulty: z.string().optional(),
  correctAnswer: z.boolean().optional(),
  image: z.string().nullable().optional(),
  correctWords: z.array(z.string()).optional(),
  leftColumn: z.array(z.string()).optional(),
  rightColumn: z.array(z.string()).optional(),
  options: z.array(z.string()).optional(),
  correctOptionsIndex: z.array(z.int()).optional(),
  acceptedAnswers: z.array(z.string()).optional(),
});

export const questionSchema = z.object({
  id: z.string(),
  type: z.enum(questionTypes),
  statement: z.string().describe('For a solver of a fill-blanks question, the statement with ____ in each blank'),
  difficulty: z.enum(difficulties),
  isActive: z.boolean(),
  profileId: z.string(),
  assignmentId: z.string().nullable(),
  view: z.enum(['AUTHOR', 'SOLVER']).describe('AUTHOR includes the answer key; SOLVER never does'),
  image: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  correctAnswer: z.boolean().optional(),
  correctWords: z.array(z.string()).optional(),
  segments: z.array(z.string()).optional().describe('Fill blanks: the text around the blanks (one more than blanks)'),
  leftColumn: z.array(z.string()).optional(),
  rightColumn: z.array(z.string()).optional().describe('Shuffled for a solver'),
  options: z.array(z.string()).optional(),
  correctOptionsIndex: z.array(z.number()).optional(),
  acceptedAnswers: z.array(z.string()).optional(),
});

/** A question as the api serves it, in one of two views. */
export type Question = z.infer<typeof questionSchema>;
/** Its author's view (and the group owner's): the answer key included. */
export type AuthorQuestion = Question & { view: 'AUTHOR' };
/** A solver's view: no key, fill blanks as segments, the right column shuffled. */
export type SolverQuestion = Question & { view: 'SOLVER' };

export const storedImage = z.object({ key: z.string(), url: z.string() });
/** What POST /images/upload answers: the key a question's `image` takes, and where the image is served. */
export type StoredImage = z.infer<typeof storedImage>;
