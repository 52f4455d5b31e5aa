import { z } from 'zod';
import type { Services } from '../../app.js';
import type { Queryable } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, errorResponse, idList, paging, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import {
  assignmentColumns,
  assignmentSchema,
  loadAssignment,
  toAssignment,
  type AssignmentRow,
} from '../assignments/routes.js';
import { answerField, grade, meanScore, type Answer } from '../questions/grading.js';
import type { QuestionRow } from '../questions/model.js';
import { assignmentQuestions, presentQuestion, questionsWithAccess } from '../questions/repository.js';
import { answerInput, questionAttemptSchema, type AnswerInput } from '../questions/schemas.js';
import { assertGroupOwner } from '../studyGroups/access.js';

const tags = ['attempts'];

export const assignmentAttemptSchema = z.object({
  id: z.string(),
  score: z.number().describe('Mean of the question scores, 0 to 100; a pending short answer counts 0 until graded'),
  assignmentId: z.string(),
  profileId: z.string(),
  submittedAt: z.string(),
  questionsAttemptsId: z.array(z.string()),
  pendingCount: z.number().describe('Short answers still waiting for the teacher'),
  clientSubmissionId: z.string().nullable(),
  assignment: assignmentSchema.optional(),
});

interface AttemptRow {
  id: string;
  seq: number;
  assignment_id: string;
  profile_id: string;
  score: number;
  question_count: number;
  client_submission_id: string | null;
  submitted_at: Date;
  question_attempt_ids: string[];
  pending_count: number;
}

interface QuestionAttemptRow {
  id: string;
  seq: number;
  assignment_attempt_id: string | null;
  question_id: string;
  profile_id: string;
  score: number | null;
  answer: Answer;
}

const attemptColumns = `at.*,
  (SELECT coalesce(json_agg(qa.id ORDER BY qa.seq), '[]'::json) FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id) AS question_attempt_ids,
  (SELECT count(*)::int FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id AND qa.score IS NULL) AS pending_count`;

function toAttempt(row: AttemptRow) {
  return {
    id: row.id,
    score: row.score,
    assignmentId: row.assignment_id,
    profileId: row.profile_id,
    submittedAt: new Date(row.submitted_at).toISOString(),
    questionsAttemptsId: row.question_attempt_ids,
    pendingCount: row.pending_count,
    clientSubmissionId: row.client_submission_id,
  };
}

function toQuestionAttempt(row: QuestionAttemptRow) {
  return {
    id: row.id,
    questionId: row.question_id,
    profileId: row.profile_id,
    assignmentAttemptId: row.assignment_attempt_id,
    score: row.score,
    ...row.answer,
  };
}

async function loadAttempt(db: Queryable, id: string) {
  const [row] = await db.query<AttemptRow>(`SELECT ${attemptColumns} FROM assignment_attempts at WHERE at.id = $1`, [id]);
  if (!row) throw notFound();
  return row;
}

/** Checks an answer against its question; only the field of the question's type is kept. */
function checkAnswer(question: QuestionRow, input: AnswerInput): Answer {
  const field = answerField[question.type];
  const value = input[field];
  if (value === undefined) throw badRequest('La respuesta no corresponde al tipo de pregunta');
  const d = question.details;
  const tooMany =
    (field === 'filledBlanks' && (value as string[]).length > (d.correctWords?.length ?? 0)) ||
    (field === 'userColumnsOrder' && (value as string[]).length > (d.leftColumn?.length ?? 0)) ||
    (field === 'chosenOptionsIndex' && (value as number[]).some((i) => i >= (d.options?.length ?? 0)));
  if (tooMany) throw badRequest('La respuesta no corresponde a la pregunta');
  return { [field]: value };
}

function insertQuestionAttempt(
  db: Queryable,
  attemptId: string | null,
  questionId: string,
  profileId: string,
  graded: { answer: Answer; score: number | null },
) {
  return db
    .query<QuestionAttemptRow>(
      `INSERT INTO question_attempts (assignment_attempt_id, question_id, profile_id, score, answer)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [attemptId, questionId, profileId, graded.score, JSON.stringify(graded.answer)],
    )
    .then((rows) => rows[0]!);
}

/** The questions a solver may answer now: an active assignment of an active group they belong to. */
async function questionsToSolve(db: Queryable, assignmentId: string, viewerId: string) {
  const assignment = await loadAssignment(db, assignmentId, viewerId);
  if (!assignment.is_active) throw badRequest('La tarea no está activa');
  const questions = await assignmentQuestions(db, [assignmentId]);
  return new Map(questions.map((q) => [q.id, q]));
}

/** Recomputes an attempt's score from its question attempts (after a teacher grades one). */
async function rescore(db: Queryable, attemptId: string) {
  await db.query(
    `UPDATE assignment_attempts at SET score = CASE WHEN at.question_count = 0 THEN 0 ELSE
        (SELECT coalesce(sum(qa.score), 0) FROM question_attempts qa WHERE qa.assignment_attempt_id = at.id) / at.question_count END
      WHERE at.id = $1`,
    [attemptId],
  );
}

export function attemptRoutes(api: Router, { db, images, columnSecret }: Services) {
  api.post('/assignments/submit', {
    schema: {
      tags,
      summary: 'Submit answers to an assignment: graded by the server and stored in one transaction',
      description:
        'Send one answer per question. clientSubmissionId makes the call idempotent: sending it again (offline sync) ' +
        'returns the first result with status 200 instead of counting twice. A sent score is ignored.',
      body: z.object({
        assignmentId: uuid(),
        clientSubmissionId: z.string().min(8).max(100).regex(/^[\w-]+$/, { error: 'El identificador de envío no es válido' }),
        answers: z.array(answerInput).max(200),
        profileId: uuid().optional().describe('Must be your own profile id when given'),
      }),
      response: {
        200: z.object({ result: z.boolean(), assignmentAttempt: assignmentAttemptSchema, questionAttempts: z.array(questionAttemptSchema) }),
        201: z.object({ result: z.boolean(), assignmentAttempt: assignmentAttemptSchema, questionAttempts: z.array(questionAttemptSchema) }),
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { assignmentId, clientSubmissionId, answers, profileId } = request.body;
      if (profileId && profileId !== viewerId) throw forbidden();

      const previous = async () => {
        const [row] = await db.query<{ id: string }>(
          'SELECT id FROM assignment_attempts WHERE profile_id = $1 AND client_submission_id = $2',
          [viewerId, clientSubmissionId],
        );
        if (!row) return null;
        const attempt = await loadAttempt(db, row.id);
        if (attempt.assignment_id !== assignmentId) throw badRequest('El identificador de envío ya se usó en otra tarea');
        const questionAttempts = await db.query<QuestionAttemptRow>(
          'SELECT * FROM question_attempts WHERE assignment_attempt_id = $1 ORDER BY seq',
          [row.id],
        );
        return { result: true, assignmentAttempt: toAttempt(attempt), questionAttempts: questionAttempts.map(toQuestionAttempt) };
      };

      const replay = await previous();
      if (replay) return reply.status(200).send(replay);

      try {
        const result = await db.transaction(async (tx) => {
          const questions = await questionsToSolve(tx, assignmentId, viewerId);
          const seen = new Set<string>();
          const graded = answers.map((input) => {
            const question = questions.get(input.questionId);
            if (!question) throw badRequest('La pregunta no pertenece a la tarea');
            if (seen.has(input.questionId)) throw badRequest('Solo se admite una respuesta por pregunta');
            seen.add(input.questionId);
            const answer = checkAnswer(question, input);
            return { questionId: input.questionId, answer, score: grade(question, answer) };
          });
          // The attempt row comes first: a concurrent twin with the same clientSubmissionId stops here.
          const [attempt] = await tx.query<{ id: string }>(
            `INSERT INTO assignment_attempts (assignment_id, profile_id, score, question_count, client_submission_id)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [assignmentId, viewerId, meanScore(graded.map((g) => g.score), questions.size), questions.size, clientSubmissionId],
          );
          const questionAttempts = [];
          for (const g of graded) questionAttempts.push(await insertQuestionAttempt(tx, attempt!.id, g.questionId, viewerId, g));
          return {
            result: true,
            assignmentAttempt: toAttempt(await loadAttempt(tx, attempt!.id)),
            questionAttempts: questionAttempts.map(toQuestionAttempt),
          };
        });
        return reply.status(201).send(result);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          const twin = await previous();
          if (twin) return reply.status(200).send(twin);
        }
        throw error;
      }
    },
  });

  api.post('/question/createManyAttempt', {
    schema: {
      tags,
      summary: 'Store answers before creating the assignment attempt (two-step flow; prefer /assignments/submit)',
      description: 'The answers are graded only when bundled by /assignments/createAttempt: until then their score is null.',
      body: z.array(answerInput).min(1, { error: 'Envíe al menos una respuesta' }).max(200),
      response: { 201: z.array(questionAttemptSchema), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const ids = [...new Set(request.body.map((a) => a.questionId))];
      const questions = new Map(
        (await questionsWithAccess(db, viewerId, 'q.id = ANY($2::uuid[]) AND q.is_active', [ids]))
          .filter((q) => q.solver_access || q.full_access)
          .map((q) => [q.id, q]),
      );
      const rows = await db.transaction(async (tx) => {
        const created = [];
        for (const input of request.body) {
          const question = questions.get(input.questionId);
          if (!question) throw notFound();
          // Not graded yet: a score now would let a student try answers until one scores (an oracle).
          created.push(await insertQuestionAttempt(tx, null, question.id, viewerId, { answer: checkAnswer(question, input), score: null }));
        }
        return created;
      });
      return reply.status(201).send(rows.map(toQuestionAttempt));
    },
  });

  api.post('/assignments/createAttempt', {
    schema: {
      tags,
      summary: 'Create an assignment attempt from your question attempts (two-step flow); they are graded here',
      body: z.object({
        assignmentId: uuid(),
        questionsAttemptsIds: z.array(uuid()).max(200),
        profileId: uuid().optional(),
        score: z.unknown().optional().describe('Ignored: the server grades'),
      }),
      response: { 201: assignmentAttemptSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { assignmentId, questionsAttemptsIds, profileId } = request.body;
      if (profileId && profileId !== viewerId) throw forbidden();
      const attempt = await db.transaction(async (tx) => {
        const questions = await questionsToSolve(tx, assignmentId, viewerId);
        const ids = [...new Set(questionsAttemptsIds)];
        const parts = await tx.query<QuestionAttemptRow>(
          'SELECT * FROM question_attempts WHERE id = ANY($1::uuid[]) AND profile_id = $2 AND assignment_attempt_id IS NULL FOR UPDATE',
          [ids, viewerId],
        );
        if (parts.length !== ids.length) throw badRequest('Alguna respuesta no existe o ya se envió');
        if (parts.some((p) => !questions.has(p.question_id))) throw badRequest('La pregunta no pertenece a la tarea');
        if (new Set(parts.map((p) => p.question_id)).size !== parts.length) throw badRequest('Solo se admite una respuesta por pregunta');
        const scores = parts.map((p) => grade(questions.get(p.question_id)!, p.answer));
        const [created] = await tx.query<{ id: string }>(
          `INSERT INTO assignment_attempts (assignment_id, profile_id, score, question_count) VALUES ($1, $2, $3, $4) RETURNING id`,
          [assignmentId, viewerId, meanScore(scores, questions.size), questions.size],
        );
        await tx.query(
          `UPDATE question_attempts qa SET assignment_attempt_id = $1, score = graded.score
             FROM unnest($2::uuid[], $3::float8[]) AS graded(id, score) WHERE qa.id = graded.id`,
          [created!.id, parts.map((p) => p.id), scores],
        );
        return loadAttempt(tx, created!.id);
      });
      return reply.status(201).send(toAttempt(attempt));
    },
  });

  const attemptsQuery = z.object({
    assignmentId: uuid().optional(),
    assignmentIds: idList.optional().describe('Several assignments at once (the gateway batches nested lists with it)'),
    profileId: uuid().optional().describe("Another student's attempts need assignmentId of a group you own"),
    ids: idList.optional(),
    includeAssignment: booleanQuery.optional(),
    ...paging,
  });

  async function listAttempts(viewerId: string, query: z.infer<typeof attemptsQuery>, reply: Parameters<typeof sendPage>[0]) {
    const { assignmentId, assignmentIds, profileId, ids, includeAssignment, limit, cursor } = query;
    if (profileId && profileId !== viewerId) {
      if (!assignmentId) throw forbidden();
      const [assignment] = await db.query<{ study_group_id: string }>('SELECT study_group_id FROM assignments WHERE id = $1', [assignmentId]);
      if (!assignment) throw notFound();
      await assertGroupOwner(db, assignment.study_group_id, viewerId);
    }
    const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
    // Your own attempts, or any attempt on an assignment of a group you own; nothing else, whatever the filters.
    const rows = await db.query<AttemptRow>(
      `SELECT ${attemptColumns} FROM assignment_attempts at
         JOIN assignments a ON a.id = at.assignment_id JOIN study_groups g ON g.id = a.study_group_id
        WHERE at.seq > $2 AND (at.profile_id = $1 OR g.owner_id = $1)
          AND ($3::uuid IS NULL OR at.assignment_id = $3)
          AND ($4::uuid IS NULL OR at.profile_id = $4)
          AND ($5::uuid[] IS NULL OR at.id = ANY($5::uuid[]))
          AND ($6::uuid[] IS NULL OR at.assignment_id = ANY($6::uuid[]))
          AND ($3::uuid IS NOT NULL OR $4::uuid IS NOT NULL OR $5::uuid[] IS NOT NULL OR $6::uuid[] IS NOT NULL OR at.profile_id = $1)
        ORDER BY at.seq LIMIT $7`,
      [viewerId, await afterSeq(db, 'assignment_attempts', cursor), assignmentId ?? null, profileId ?? null, ids ?? null, assignmentIds ?? null, pageSize + 1],
    );
    const page = sendPage(reply, rows, pageSize).map(toAttempt);
    if (!includeAssignment) return page;
    const assignments = await db.query<AssignmentRow>(`SELECT ${assignmentColumns} FROM assignments a WHERE a.id = ANY($2::uuid[])`, [
      viewerId,
      [...new Set(page.map((a) => a.assignmentId))],
    ]);
    const byId = new Map(assignments.map((a) => [a.id, toAssignment(a)]));
    return page.map((attempt) => ({ ...attempt, assignment: byId.get(attempt.assignmentId) }));
  }

  api.get('/assignments/getAttempts', {
    schema: {
      tags,
      summary: 'Assignment attempts: your own, or those on assignments of groups you own',
      querystring: attemptsQuery,
      response: { 200: z.array(assignmentAttemptSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: (request, reply) => listAttempts(viewerProfile(request), request.query, reply),
  });

  api.get('/assignments/getAttemptsWithAssignment', {
    schema: {
      tags,
      summary: 'Attempts with their assignment embedded (the grades screens)',
      querystring: attemptsQuery.omit({ includeAssignment: true }),
      response: { 200: z.array(assignmentAttemptSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: (request, reply) => listAttempts(viewerProfile(request), { ...request.query, includeAssignment: true }, reply),
  });

  api.get('/question/getAllAttempts', {
    schema: {
      tags,
      summary: "Question attempts: your own, or a student's on a group you own; includeQuestion embeds the question",
      description: 'A student sees the question in the solver view (no key), the group owner in full.',
      querystring: z.object({
        assignmentAttemptId: uuid().optional(),
        profileId: uuid().optional(),
        ids: idList.optional(),
        includeQuestion: booleanQuery.optional(),
        ...paging,
      }),
      response: { 200: z.array(questionAttemptSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { assignmentAttemptId, profileId, ids, includeQuestion, limit, cursor } = request.query;
      if (assignmentAttemptId) {
        const attempt = await loadAttempt(db, assignmentAttemptId);
        if (attempt.profile_id !== viewerId) {
          const [assignment] = await db.query<{ study_group_id: string }>('SELECT study_group_id FROM assignments WHERE id = $1', [
            attempt.assignment_id,
          ]);
          await assertGroupOwner(db, assignment!.study_group_id, viewerId);
        }
      } else if (profileId && profileId !== viewerId && !ids) {
        throw forbidden();
      }
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const rows = await db.query<QuestionAttemptRow>(
        `SELECT qa.* FROM question_attempts qa
           LEFT JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
           LEFT JOIN assignments a ON a.id = at.assignment_id
           LEFT JOIN study_groups g ON g.id = a.study_group_id
          WHERE qa.seq > $2 AND (qa.profile_id = $1 OR g.owner_id = $1)
            AND ($3::uuid IS NULL OR qa.assignment_attempt_id = $3)
            AND ($4::uuid IS NULL OR qa.profile_id = $4)
            AND ($5::uuid[] IS NULL OR qa.id = ANY($5::uuid[]))
          ORDER BY qa.seq LIMIT $6`,
        [viewerId, await afterSeq(db, 'question_attempts', cursor), assignmentAttemptId ?? null, profileId ?? null, ids ?? null, pageSize + 1],
      );
      const page = sendPage(reply, rows, pageSize);
      if (!includeQuestion) return page.map(toQuestionAttempt);
      const questions = await questionsWithAccess(db, viewerId, 'q.id = ANY($2::uuid[])', [[...new Set(page.map((r) => r.question_id))]]);
      const byId = new Map(questions.map((q) => [q.id, q]));
      return page.map((row) => {
        const question = byId.get(row.question_id);
        // Having answered it, a student may always see the question again, never its key.
        const view =
          question &&
          (presentQuestion(question, viewerId, images, columnSecret) ??
            presentQuestion({ ...question, solver_access: true }, viewerId, images, columnSecret));
        return { ...toQuestionAttempt(row), question: view ?? undefined };
      });
    },
  });

  api.patch('/question/gradeAttempt/:id', {
    schema: {
      tags,
      summary: "Grade a student's short answer (0 to 100; group owner only); the attempt's score is recomputed",
      params: z.object({ id: uuid() }),
      body: z.object({
        score: z
          .number({ error: 'La nota debe ser un número entre 0 y 100' })
          .min(0, { error: 'La nota debe ser un número entre 0 y 100' })
          .max(100, { error: 'La nota debe ser un número entre 0 y 100' }),
      }),
      response: {
        200: z.object({ questionAttempt: questionAttemptSchema, assignmentAttempt: assignmentAttemptSchema }),
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<QuestionAttemptRow & { type: string; study_group_id: string | null }>(
          `SELECT qa.*, q.type, a.study_group_id FROM question_attempts qa
             JOIN questions q ON q.id = qa.question_id
             LEFT JOIN assignment_attempts at ON at.id = qa.assignment_attempt_id
             LEFT JOIN assignments a ON a.id = at.assignment_id
            WHERE qa.id = $1 FOR UPDATE OF qa`,
          [request.params.id],
        );
        if (!row || !row.study_group_id || !row.assignment_attempt_id) throw notFound();
        await assertGroupOwner(tx, row.study_group_id, viewerId);
        if (row.type !== 'SHORT_ANSWER') throw badRequest('Solo se califican a mano las respuestas cortas');
        const [updated] = await tx.query<QuestionAttemptRow>('UPDATE question_attempts SET score = $2 WHERE id = $1 RETURNING *', [
          row.id,
          request.body.score,
        ]);
        await rescore(tx, row.assignment_attempt_id);
        return { questionAttempt: toQuestionAttempt(updated!), assignmentAttempt: toAttempt(await loadAttempt(tx, row.assignment_attempt_id)) };
      });
    },
  });
}
