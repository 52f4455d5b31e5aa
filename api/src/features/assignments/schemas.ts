import { clientMutationId } from '../../http/idempotency.js';
import { validationMessages } from '@aula/common';
import { z } from 'zod';
import { assignmentStatuses, difficulties, errorMessages, gradingMethods } from '@aula/common';
import { parentPage, parentPaging } from '../../http/paging.js';
import { booleanQuery, difficulty, idList, paging, requiredText, uuid } from '../../http/schemas.js';
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
  questionsIds: z.array(z.string()).describe('Questions in use, in order; empty for a student of a timed assignment until their attempt start runs'),
  questionCount: z.number().int().describe('How many questions it uses (shown to students before a timed start too)'),
  questions: z.array(questionSchema).optional(),
  maxAttempts: z.number().nullable().describe('Graded attempts each student may submit; null: unlimited'),
  gradingMethod: z.enum(gradingMethods).describe("How a student's grade comes from their attempts"),
  openForPractice: z.boolean().describe('Open in Modo Libre: its questions may be practised and it takes no graded attempts'),
  timeLimitMinutes: z.number().nullable().describe('Minutes a student has from the start of an attempt (1 to 600); null: no limit'),
  viewerAttemptCount: z.number().describe('Attempts the viewer submitted'),
  viewerAttemptsLeft: z.number().nullable().describe('Attempts the viewer may still submit; null: unlimited'),
  viewerGrade: z.number().nullable().describe("The viewer's grade by the grading method; null before their first attempt"),
  status: z.enum(assignmentStatuses).describe('DRAFT (members do not see it), SCHEDULED (they will at publishAt) or PUBLISHED'),
  publishedAt: z.string().nullable().describe('When it was published; null for a draft or while scheduled'),
  publishAt: z.string().nullable().describe('When a scheduled assignment will be published; null otherwise'),
  closeAt: z.string().nullable().describe('After this no attempt starts and no submission counts; null: it never closes'),
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
const name = requiredText(validationMessages.titleMin, 3, 150, validationMessages.titleMax);
const description = requiredText(validationMessages.assignmentDescriptionRequired, 1, 2000, validationMessages.assignmentDescriptionMax);
const dueDate = z.iso.datetime({ offset: true, error: 'La fecha límite no es válida' }).nullable().optional();
const maxAttempts = z
  .int({ error: validationMessages.maxAttempts })
  .min(1, { error: validationMessages.maxAttempts })
  .max(100, { error: validationMessages.maxAttempts })
  .nullable();
const gradingMethod = z.enum(gradingMethods);
const timeLimitMinutes = z
  .int({ error: validationMessages.timeLimitMinutes })
  .min(1, { error: validationMessages.timeLimitMinutes })
  .max(600, { error: validationMessages.timeLimitMinutes })
  .nullable();
const closeAt = z.iso.datetime({ offset: true, error: 'La fecha de cierre no es válida' }).nullable().optional();
const questionIds = z.array(uuid()).max(200, { error: 'Una tarea admite como máximo 200 preguntas' });

export const assignmentListQuery = z.object({
  studyGroupId: uuid().optional(),
  studyGroupIds: idList.optional().describe('Several groups at once (the gateway batches nested lists with it)'),
  ids: idList.optional(),
  isActive: booleanQuery.optional(),
  ...paging,
});

export const assignmentPagesQuery = z.object({
  studyGroupIds: idList,
  requireReadable: booleanQuery
    .optional()
    .describe(
      '404, as getAll by ids finds nothing, when a group is one you cannot read (instead of an empty page); the groups are opened as getAll with `opened` does',
    ),
  ...parentPaging,
});

export const assignmentPageSchema = parentPage(assignmentSchema);
/** A page of one group's assignments (GET /assignments/getPages). */
export type AssignmentPage = z.infer<typeof assignmentPageSchema>;

export const assignmentCreate = z.object({
  name,
  description,
  difficulty: difficulty.default('EASY'),
  studyGroupId: uuid(),
  assignerProfileId: uuid().optional().describe('Must be your own profile id when given'),
  assigneeProfileId: uuid().nullable().optional(),
  dueDate,
  questionsIds: questionIds.default([]),
  clientMutationId,
  maxAttempts: maxAttempts.default(1).describe('Default 1; null: unlimited'),
  gradingMethod: gradingMethod.default('HIGHEST'),
  openForPractice: z.boolean().default(false),
  timeLimitMinutes: timeLimitMinutes.default(null).describe('null (default): no time limit'),
  closeAt: closeAt.describe('After this, attempts are refused (must be after dueDate); null (default): never closes'),
  confirmPractisedKeys: z
    .boolean()
    .optional()
    .describe('Confirms using questions whose solutions students saw in Modo Libre in a graded assignment; without it such a change answers 409'),
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
  maxAttempts: maxAttempts.optional().describe('null: unlimited'),
  gradingMethod: gradingMethod.optional(),
  openForPractice: z.boolean().optional(),
  timeLimitMinutes: timeLimitMinutes.optional().describe('null: no time limit (attempts already started keep theirs)'),
  closeAt: closeAt.describe('null: never closes'),
  confirmPractisedKeys: z
    .boolean()
    .optional()
    .describe('Confirms using questions whose solutions students saw in Modo Libre in a graded assignment; without it such a change answers 409'),
});
export type AssignmentUpdate = z.infer<typeof assignmentUpdate>;

export const publishBody = z.object({
  publishAt: z.iso
    .datetime({ offset: true, error: errorMessages.publishAtInvalid })
    .nullable()
    .optional()
    .describe('When members will see it; absent, null or past: now'),
});

export const duplicateBody = z.object({
  studyGroupId: uuid().describe('One of your groups (the same one or another)'),
  clientMutationId,
});
