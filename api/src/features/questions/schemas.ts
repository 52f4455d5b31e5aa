import { z } from 'zod';
import { difficulties, questionTypes } from '@aula/common';
import { kindInputs, updateFields, viewFields } from './kinds/registry.js';

/** A question of any kind, told apart by `type`; anything else is 'Tipo de pregunta desconocido'. */
export const anyQuestionInput = z.discriminatedUnion('type', kindInputs, { error: 'Tipo de pregunta desconocido' });
export type QuestionInput = z.infer<typeof anyQuestionInput>;
/** A question's body as a client sends it (POST /question/create): `difficulty` may be left out (EASY). */
export type NewQuestion = z.input<typeof anyQuestionInput>;

/** An update names only what changes; the merged question is then checked by its kind's rules. */
export const questionUpdate = z.looseObject({
  type: z.string().optional(),
  statement: z.string().optional(),
  difficulty: z.string().optional(),
  explanation: z.string().nullable().optional().describe('The explanation of the answer; an empty string or null removes it'),
  ...updateFields,
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
  explanation: z.string().nullable().optional().describe("The author's explanation of the answer (author view only; null: none)"),
  ...viewFields,
});

/** A question as the api serves it, in one of two views. */
export type Question = z.infer<typeof questionSchema>;
/** Its author's view (and the group owner's): the answer key included. */
export type AuthorQuestion = Question & { view: 'AUTHOR' };
/** A solver's view: no key, fill blanks as segments, the right column and ordering items shuffled. */
export type SolverQuestion = Question & { view: 'SOLVER' };

export const storedImage = z.object({ key: z.string(), url: z.string() });
/** What POST /images/upload answers: the key a question's `image` takes, and where the image is served. */
export type StoredImage = z.infer<typeof storedImage>;
