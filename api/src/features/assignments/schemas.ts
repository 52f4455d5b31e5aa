import { z } from 'zod';
import { difficulties } from '../../domain/enums.js';
import { booleanQuery, difficulty, idList, paging, text, uuid } from '../../http/schemas.js';
import { questionSchema } from '../questions/schemas.js';

export const assignmentSchema = z.object({
  id: z.string(),
  dueDate: z.string().nullable(),
  name: z.string(),
  difficulty: z.enum(difficulties),
  description: z.string(),
  assignerProfileId: z.string(),
  assigneeProfileId: z.string().nullable(),
  studyGroupId: z.string(),
  isActive: z.boolean(),
  questionsIds: z.array(z.string()).describe('Questions in use, in order'),
  questions: z.array(questionSchema).optional(),
});
/** An assignment (tarea) of a group; `questions` only when asked for. */
export type Assignment = z.infer<typeof assignmentSchema>;

export const linkedQuestion = z.object({ createdQuestion: questionSchema, updatedAssignment: assignmentSchema });
/** What creating a question inside an assignment answers: the new question and the assignment that now ends with it. */
export type LinkedQuestion = z.infer<typeof linkedQuestion>;

export const unlinkedQuestion = z.object({ assignment: assignmentSchema, question: questionSchema, message: z.string() });
/** What unlinking a question answers: the assignment without it, and the question (inactive as seen from there). */
export type UnlinkedQuestion = z.infer<typeof unlinkedQuestion>;

// The assignment form's rules and messages.
const name = text({ required: 'El título debe tener al menos 3 caracteres' })
  .min(3, { error: 'El título debe tener al menos 3 caracteres' })
  .max(150, { error: 'El título admite como máximo 150 caracteres' });
const description = text({ required: 'La descripción no puede estar vacía' })
  .min(1, { error: 'La descripción no puede estar vacía' })
  .max(2000, { error: 'La descripción admite como máximo 2000 caracteres' });
const dueDate = z.iso.datetime({ offset: true, error: 'La fecha límite no es válida' }).nullable().optional();
const questionIds = z.array(uuid()).max(200, { error: 'Una tarea admite como máximo 200 preguntas' });

export const assignmentListQuery = z.object({
  studyGroupId: uuid().optional(),
  studyGroupIds: idList.optional().describe('Several groups at once (the gateway batches nested lists with it)'),
  ids: idList.optional(),
  isActive: booleanQuery.optional(),
  ...paging,
});

export const assignmentCreate = z.object({
  name,
  description,
  difficulty: difficulty.default('EASY'),
  studyGroupId: uuid(),
  assignerProfileId: uuid().optional().describe('Must be your own profile id when given'),
  assigneeProfileId: uuid().nullable().optional(),
  dueDate,
  questionsIds: questionIds.default([]),
});

export const assignmentUpdate = z.object({
  name: name.optional(),
  description: description.optional(),
  difficulty: difficulty.optional(),
  dueDate,
  assigneeProfileId: uuid().nullable().optional(),
  assignerProfileId: uuid().optional(),
  studyGroupId: uuid().optional(),
  questionsIds: questionIds.optional(),
});
export type AssignmentUpdate = z.infer<typeof assignmentUpdate>;
