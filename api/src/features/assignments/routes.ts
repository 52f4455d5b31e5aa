import { z } from 'zod';
import type { Services } from '../../app.js';
import type { Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, difficulty, errorResponse, idList, paging, text, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { ImageStore } from '../../storage/images.js';
import type { QuestionRow } from '../questions/model.js';
import { assignmentQuestions, insertQuestion } from '../questions/repository.js';
import { checkQuestionInput } from '../questions/routes.js';
import { anyQuestionInput, questionSchema } from '../questions/schemas.js';
import { authorView, solverView } from '../questions/views.js';
import { assertAssignee, assertGroupMember, assertGroupOwner } from '../studyGroups/access.js';

const tags = ['assignments'];

export const assignmentSchema = z.object({
  id: z.string(),
  dueDate: z.string().nullable(),
  name: z.string(),
  difficulty: z.string(),
  description: z.string(),
  assignerProfileId: z.string(),
  assigneeProfileId: z.string().nullable(),
  studyGroupId: z.string(),
  isActive: z.boolean(),
  questionsIds: z.array(z.string()).describe('Questions in use, in order'),
  questions: z.array(questionSchema).optional(),
});

export interface AssignmentRow {
  id: string;
  seq: number;
  name: string;
  description: string;
  difficulty: string;
  due_date: Date | null;
  assigner_profile_id: string;
  assignee_profile_id: string | null;
  study_group_id: string;
  is_active: boolean;
  questions_ids: string[];
  /** Whether the viewer owns the assignment's group. */
  is_owner: boolean;
  /** Whether the viewer may solve it now: a member, the assignment and its group active. */
  is_solver: boolean;
  /** Whether the viewer submitted an attempt to it. */
  has_attempt: boolean;
}

/** Assignment columns, the ids of the questions in use, and the viewer's ($1) standing. */
export const assignmentColumns = `a.*,
  (SELECT coalesce(json_agg(aq.question_id ORDER BY aq.position), '[]'::json)
     FROM assignment_questions aq JOIN questions q ON q.id = aq.question_id
    WHERE aq.assignment_id = a.id AND aq.is_active AND q.is_active) AS questions_ids,
  (SELECT g.owner_id = $1 FROM study_groups g WHERE g.id = a.study_group_id) AS is_owner,
  (a.is_active AND EXISTS (SELECT 1 FROM study_groups g JOIN study_group_members m ON m.study_group_id = g.id
     WHERE g.id = a.study_group_id AND g.is_active AND m.profile_id = $1)) AS is_solver,
  EXISTS (SELECT 1 FROM assignment_attempts at WHERE at.assignment_id = a.id AND at.profile_id = $1) AS has_attempt`;

/**
 * The assignment as the viewer may see it. A student who can no longer solve it (deactivated, their group
 * deactivated or left) still reads it as the history of their grades, without its questions.
 */
export function toAssignment(row: AssignmentRow) {
  return {
    id: row.id,
    dueDate: row.due_date ? new Date(row.due_date).toISOString() : null,
    name: row.name,
    difficulty: row.difficulty,
    description: row.description,
    assignerProfileId: row.assigner_profile_id,
    assigneeProfileId: row.assignee_profile_id,
    studyGroupId: row.study_group_id,
    isActive: row.is_active,
    questionsIds: row.is_owner || row.is_solver ? row.questions_ids : [],
  };
}

/** An assignment the viewer may see: owners see every one of their groups; members only active ones. */
export async function loadAssignment(db: Queryable, id: string, viewerId: string) {
  const [row] = await db.query<AssignmentRow>(`SELECT ${assignmentColumns} FROM assignments a WHERE a.id = $2`, [viewerId, id]);
  if (!row) throw notFound();
  const group = await assertGroupMember(db, row.study_group_id, viewerId);
  if (!row.is_owner && (!row.is_active || !group.is_active)) throw notFound();
  return row;
}

/** What loadAssignment allows, and also an assignment the viewer submitted an attempt to: grades are history. */
async function loadReadableAssignment(db: Queryable, id: string, viewerId: string) {
  const [row] = await db.query<AssignmentRow>(`SELECT ${assignmentColumns} FROM assignments a WHERE a.id = $2`, [viewerId, id]);
  return row?.has_attempt ? row : loadAssignment(db, id, viewerId);
}

async function withQuestions(db: Queryable, row: AssignmentRow, viewerId: string, images: ImageStore, columnSecret: Buffer) {
  const questions = row.is_owner || row.is_solver ? await assignmentQuestions(db, [row.id]) : [];
  return {
    ...toAssignment(row),
    questions: questions.map((q: QuestionRow) =>
      row.is_owner ? authorView(q, images.url) : solverView(q, viewerId, images.url, columnSecret),
    ),
  };
}

/**
 * Makes `questionIds` the assignment's questions, in that order: new ones are linked, missing ones unlinked
 * (kept with is_active false), returning ones relinked. Only your own questions, or ones already linked, may be used.
 */
async function setQuestions(db: Queryable, assignmentId: string, questionIds: string[], authorId: string) {
  await lockQuestionList(db, assignmentId);
  const unique = [...new Set(questionIds)];
  if (unique.length !== questionIds.length) throw badRequest('Una pregunta no puede repetirse en la tarea');
  const usable = await db.query<{ id: string }>(
    `SELECT q.id FROM questions q
      WHERE q.id = ANY($1::uuid[]) AND q.is_active
        AND (q.profile_id = $2 OR EXISTS (
          SELECT 1 FROM assignment_questions aq WHERE aq.question_id = q.id AND aq.assignment_id = $3))`,
    [unique, authorId, assignmentId],
  );
  if (usable.length !== unique.length) throw badRequest('Alguna de las preguntas no existe o no es suya');
  await db.query('UPDATE assignment_questions SET is_active = false WHERE assignment_id = $1 AND NOT (question_id = ANY($2::uuid[]))', [
    assignmentId,
    unique,
  ]);
  await db.query(
    `INSERT INTO assignment_questions (assignment_id, question_id, position)
     SELECT $1, id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)
     ON CONFLICT (assignment_id, question_id) DO UPDATE SET is_active = true, position = EXCLUDED.position`,
    [assignmentId, unique],
  );
}

/**
 * Positions are computed from the links already there: two writers on the same assignment must take turns, or
 * both append at the same position. (NO KEY UPDATE leaves the foreign-key locks of inserted links and attempts free.)
 */
async function lockQuestionList(db: Queryable, assignmentId: string) {
  await db.query('SELECT 1 FROM assignments WHERE id = $1 FOR NO KEY UPDATE', [assignmentId]);
}

async function appendQuestion(db: Queryable, assignmentId: string, questionId: string) {
  await lockQuestionList(db, assignmentId);
  await db.query(
    `INSERT INTO assignment_questions (assignment_id, question_id, position)
     SELECT $1, $2, coalesce(max(position), 0) + 1 FROM assignment_questions WHERE assignment_id = $1`,
    [assignmentId, questionId],
  );
}

// SPEC.md section 5, "Assignment".
const name = text({ required: 'El título debe tener al menos 3 caracteres' })
  .min(3, { error: 'El título debe tener al menos 3 caracteres' })
  .max(150, { error: 'El título admite como máximo 150 caracteres' });
const description = text({ required: 'La descripción no puede estar vacía' })
  .min(1, { error: 'La descripción no puede estar vacía' })
  .max(2000, { error: 'La descripción admite como máximo 2000 caracteres' });
const dueDate = z.iso.datetime({ offset: true, error: 'La fecha límite no es válida' }).nullable().optional();
const questionIds = z.array(uuid()).max(200, { error: 'Una tarea admite como máximo 200 preguntas' });

export function assignmentRoutes(api: Router, { db, images, columnSecret }: Services) {
  api.get('/assignments/getAll', {
    schema: {
      tags,
      summary: "A group's assignments, or assignments by ids (members see active ones only, and by ids those they attempted)",
      querystring: z.object({
        studyGroupId: uuid().optional(),
        studyGroupIds: idList.optional().describe('Several groups at once (the gateway batches nested lists with it)'),
        ids: idList.optional(),
        isActive: booleanQuery.optional(),
        ...paging,
      }),
      response: { 200: z.array(assignmentSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { studyGroupId, studyGroupIds, ids, isActive, limit, cursor } = request.query;
      if (studyGroupId) await assertGroupMember(db, studyGroupId, viewerId);
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      // Only groups the viewer belongs to; a member sees active assignments of active groups, the owner all. By
      // ids, also any assignment the viewer submitted an attempt to, whatever happened to it since.
      const rows = await db.query<AssignmentRow>(
        `SELECT ${assignmentColumns} FROM assignments a JOIN study_groups g ON g.id = a.study_group_id
          WHERE a.seq > $2
            AND ((EXISTS (SELECT 1 FROM study_group_members m WHERE m.study_group_id = g.id AND m.profile_id = $1)
                  AND (g.owner_id = $1 OR (a.is_active AND g.is_active)))
              OR ($4::uuid[] IS NOT NULL AND EXISTS (SELECT 1 FROM assignment_attempts at WHERE at.assignment_id = a.id AND at.profile_id = $1)))
            AND ($3::uuid IS NULL OR a.study_group_id = $3)
            AND ($4::uuid[] IS NULL OR a.id = ANY($4::uuid[]))
            AND ($5::boolean IS NULL OR a.is_active = $5)
            AND ($6::uuid[] IS NULL OR a.study_group_id = ANY($6::uuid[]))
          ORDER BY a.seq LIMIT $7`,
        [viewerId, await afterSeq(db, 'assignments', cursor), studyGroupId ?? null, ids ?? null, isActive ?? null, studyGroupIds ?? null, pageSize + 1],
      );
      return sendPage(reply, rows, pageSize).map(toAssignment);
    },
  });

  api.get('/assignments/getOne', {
    schema: {
      tags,
      summary: 'One assignment, with its questions when includeQuestions=true (keys for the owner only)',
      description: 'A student reads an assignment they submitted an attempt to even after it closes, then without its questions.',
      querystring: z.object({ id: uuid(), includeQuestions: booleanQuery.optional() }),
      response: { 200: assignmentSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const row = await loadReadableAssignment(db, request.query.id, viewerId);
      return request.query.includeQuestions ? withQuestions(db, row, viewerId, images, columnSecret) : toAssignment(row);
    },
  });

  api.post('/assignments/create', {
    schema: {
      tags,
      summary: 'Create an assignment in your group',
      body: z.object({
        name,
        description,
        difficulty: difficulty.default('EASY'),
        studyGroupId: uuid(),
        assignerProfileId: uuid().optional().describe('Must be your own profile id when given'),
        assigneeProfileId: uuid().nullable().optional(),
        dueDate,
        questionsIds: questionIds.default([]),
      }),
      response: { 201: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const input = request.body;
      if (input.assignerProfileId && input.assignerProfileId !== viewerId) throw forbidden();
      const row = await db.transaction(async (tx) => {
        await assertGroupOwner(tx, input.studyGroupId, viewerId);
        if (input.assigneeProfileId) await assertAssignee(tx, input.studyGroupId, input.assigneeProfileId);
        const [created] = await tx.query<{ id: string }>(
          `INSERT INTO assignments (name, description, difficulty, due_date, assigner_profile_id, assignee_profile_id, study_group_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [input.name, input.description, input.difficulty, input.dueDate ?? null, viewerId, input.assigneeProfileId ?? null, input.studyGroupId],
        );
        await setQuestions(tx, created!.id, input.questionsIds, viewerId);
        return loadAssignment(tx, created!.id, viewerId);
      });
      return reply.status(201).send(toAssignment(row));
    },
  });

  api.patch('/assignments/update/:id', {
    schema: {
      tags,
      summary: 'Edit your assignment; questionsIds, when given, becomes its list of questions in that order',
      params: z.object({ id: uuid() }),
      body: z.object({
        name: name.optional(),
        description: description.optional(),
        difficulty: difficulty.optional(),
        dueDate,
        assigneeProfileId: uuid().nullable().optional(),
        assignerProfileId: uuid().optional(),
        studyGroupId: uuid().optional(),
        questionsIds: questionIds.optional(),
      }),
      response: { 200: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const { id } = request.params;
      const input = request.body;
      const row = await db.transaction(async (tx) => {
        const current = await loadAssignment(tx, id, viewerId);
        if (!current.is_owner) throw forbidden();
        if (input.studyGroupId && input.studyGroupId !== current.study_group_id) {
          throw badRequest('Una tarea no puede cambiar de grupo');
        }
        if (input.assigneeProfileId) await assertAssignee(tx, current.study_group_id, input.assigneeProfileId);
        await tx.query(
          `UPDATE assignments SET
             name = coalesce($2, name), description = coalesce($3, description), difficulty = coalesce($4, difficulty),
             due_date = CASE WHEN $5::boolean THEN $6::timestamptz ELSE due_date END,
             assignee_profile_id = CASE WHEN $7::boolean THEN $8::uuid ELSE assignee_profile_id END
           WHERE id = $1`,
          [
            id,
            input.name ?? null,
            input.description ?? null,
            input.difficulty ?? null,
            input.dueDate !== undefined,
            input.dueDate ?? null,
            input.assigneeProfileId !== undefined,
            input.assigneeProfileId ?? null,
          ],
        );
        if (input.questionsIds) await setQuestions(tx, id, input.questionsIds, viewerId);
        return loadAssignment(tx, id, viewerId);
      });
      return toAssignment(row);
    },
  });

  api.patch('/assignments/delete/link-questions/:assignmentId/:questionId', {
    schema: {
      tags,
      summary: 'Unlink a question from your assignment (the question stays in the bank)',
      params: z.object({ assignmentId: uuid(), questionId: uuid() }),
      response: {
        200: z.object({ assignment: assignmentSchema, question: questionSchema, message: z.string() }),
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const { assignmentId, questionId } = request.params;
      const current = await loadAssignment(db, assignmentId, viewerId);
      if (!current.is_owner) throw forbidden();
      const [link] = await db.query(
        'UPDATE assignment_questions SET is_active = false WHERE assignment_id = $1 AND question_id = $2 AND is_active RETURNING question_id',
        [assignmentId, questionId],
      );
      if (!link) throw notFound();
      const [question] = await db.query<QuestionRow>('SELECT * FROM questions WHERE id = $1', [questionId]);
      return {
        assignment: toAssignment(await loadAssignment(db, assignmentId, viewerId)),
        // In the assignment's view the unlinked question is inactive (SPEC.md section 4, "Unlinking").
        question: { ...authorView(question!, images.url), isActive: false },
        message: 'Pregunta desvinculada correctamente',
      };
    },
  });

  api.patch('/assignments/deactivate/:id', {
    schema: {
      tags,
      summary: 'Deactivate (soft delete) your assignment',
      params: z.object({ id: uuid() }),
      response: { 200: assignmentSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const current = await loadAssignment(db, request.params.id, viewerId);
      if (!current.is_owner) throw forbidden();
      await db.query('UPDATE assignments SET is_active = false WHERE id = $1', [current.id]);
      return toAssignment(await loadAssignment(db, current.id, viewerId));
    },
  });

  api.post('/assignments-questions/createAssignmentsQuestions', {
    schema: {
      tags,
      summary: 'Create a question of any type and add it at the end of your assignment, in one transaction',
      body: z.object({ assignmentId: uuid(), question: anyQuestionInput }),
      response: {
        201: z.object({ createdQuestion: questionSchema, updatedAssignment: assignmentSchema }),
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { assignmentId, question } = request.body;
      await checkQuestionInput(question, viewerId, images);
      const result = await db.transaction(async (tx) => {
        const assignment = await loadAssignment(tx, assignmentId, viewerId);
        if (!assignment.is_owner) throw forbidden();
        const created = await insertQuestion(tx, viewerId, { ...question, assignmentId });
        await appendQuestion(tx, assignmentId, created.id);
        return { created, assignment: await loadAssignment(tx, assignmentId, viewerId) };
      });
      return reply
        .status(201)
        .send({ createdQuestion: authorView(result.created, images.url), updatedAssignment: toAssignment(result.assignment) });
    },
  });
}
