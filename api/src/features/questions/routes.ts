import { z } from 'zod';
import type { Services } from '../../app.js';
import type { Queryable } from '../../db/database.js';
import { ApiError, badRequest, forbidden, messages, notFound } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, errorResponse, idList, paging, questionTypes, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { ImageStore } from '../../storage/images.js';
import { assertGroupMember, assertGroupOwner } from '../studyGroups/access.js';
import type { QuestionRow } from './model.js';
import {
  assignmentQuestions,
  detailsOf,
  inputOf,
  insertQuestion,
  presentQuestion,
  questionsWithAccess,
} from './repository.js';
import {
  anyQuestionInput,
  fillBlanksInput,
  matchColumnsInput,
  multipleAnswerInput,
  questionSchema,
  questionUpdate,
  shortAnswerInput,
  trueOrFalseInput,
  type QuestionInput,
} from './schemas.js';
import { authorView, solverView } from './views.js';

const tags = ['questions'];
const created = { 201: questionSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** Checks what only the server can: the author is the caller and a named image really is stored. */
export async function checkQuestionInput(input: QuestionInput, authorId: string, images: ImageStore) {
  if (input.profileId && input.profileId !== authorId) throw forbidden();
  if (input.type === 'TRUE_OR_FALSE' && input.image && !(await images.exists(input.image))) {
    throw badRequest('La imagen no es válida');
  }
}

/** Parses a body against a schema outside Fastify's validator (multipart fields, merged updates). */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message);
  return result.data;
}

async function loadOwnQuestion(db: Queryable, id: string, authorId: string) {
  const [row] = await db.query<QuestionRow>('SELECT * FROM questions WHERE id = $1', [id]);
  if (!row) throw notFound();
  if (row.profile_id !== authorId) throw forbidden();
  return row;
}

export function questionRoutes(api: Router, { db, images, columnSecret }: Services) {
  /** Inserts a question checked whole; a file becomes a true/false question's image only once all else is right. */
  async function create(authorId: string, input: QuestionInput, file?: Buffer) {
    await checkQuestionInput(input, authorId, images);
    // A question written for an assignment names one of the author's own groups' assignments.
    if (input.assignmentId) {
      const [assignment] = await db.query<{ study_group_id: string }>('SELECT study_group_id FROM assignments WHERE id = $1', [input.assignmentId]);
      if (!assignment) throw notFound();
      await assertGroupOwner(db, assignment.study_group_id, authorId);
    }
    if (file && input.type === 'TRUE_OR_FALSE') input.image = await images.save(file);
    return authorView(await insertQuestion(db, authorId, input), images.url);
  }

  api.post('/question/createTrueOrFalseQuestion', {
    schema: {
      tags,
      summary: 'Create a true/false question; multipart (fields plus an optional "image" file) or JSON',
      description: 'As multipart, correctAnswer is the text "true" or "false". The image is checked by its bytes: PNG, JPEG, WebP or GIF, at most 5 MiB.',
      consumes: ['application/json', 'multipart/form-data'],
      response: { ...created, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request, reply) => {
      const authorId = viewerProfile(request);
      if (!request.isMultipart()) return reply.status(201).send(await create(authorId, parseOr400(trueOrFalseInput, request.body)));
      const { fields, file } = await readMultipart(request);
      const flag = fields.correctAnswer;
      const input = parseOr400(trueOrFalseInput, {
        ...fields,
        type: fields.type ?? 'TRUE_OR_FALSE',
        correctAnswer: flag === 'true' ? true : flag === 'false' ? false : flag,
        image: fields.image || undefined,
      });
      return reply.status(201).send(await create(authorId, input, file));
    },
  });

  for (const [path, schema, summary] of [
    ['createFillBlanksQuestion', fillBlanksInput, 'Create a fill-blanks question: correctWords are the blanks, in statement order'],
    ['createMatchColumnsQuestion', matchColumnsInput, 'Create a match-columns question: rightColumn[i] belongs to leftColumn[i]'],
    ['createMultipleAnswerQuestion', multipleAnswerInput, 'Create a multiple-answer question'],
    ['createShortAnswerQuestion', shortAnswerInput, 'Create a short-answer question, with optional accepted answers'],
  ] as const) {
    api.post(`/question/${path}`, {
      schema: { tags, summary, body: schema, response: created },
      handler: async (request, reply) =>
        reply.status(201).send(await create(viewerProfile(request), request.body as QuestionInput)),
    });
  }

  api.get('/question/getAll', {
    schema: {
      tags,
      summary: 'Your question bank, or questions by ids (each in the view you may see; others left out)',
      querystring: z.object({
        ids: idList.optional(),
        profileId: uuid().optional().describe('Only your own profile id'),
        isActive: booleanQuery.optional(),
        type: z.enum(questionTypes, { error: 'Tipo de pregunta desconocido' }).optional(),
        ...paging,
      }),
      response: { 200: z.array(questionSchema), 403: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { ids, profileId, isActive, type, limit, cursor } = request.query;
      if (profileId && profileId !== viewerId) throw forbidden();
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const rows = await questionsWithAccess(
        db,
        viewerId,
        `q.seq > $2 AND ($3::uuid[] IS NULL OR q.id = ANY($3::uuid[])) AND ($3::uuid[] IS NOT NULL OR q.profile_id = $1)
           AND ($4::boolean IS NULL OR q.is_active = $4) AND ($5::text IS NULL OR q.type = $5)
         ORDER BY q.seq LIMIT $6`,
        [await afterSeq(db, 'questions', cursor), ids ?? null, isActive ?? null, type ?? null, pageSize + 1],
      );
      return sendPage(reply, rows, pageSize).flatMap((row) => presentQuestion(row, viewerId, images, columnSecret) ?? []);
    },
  });

  api.get('/question/getQuestionsByAssignment', {
    schema: {
      tags,
      summary: "An assignment's questions in order: the owner sees keys, members the solver view",
      querystring: z.object({ assignmentId: uuid() }),
      response: { 200: z.array(questionSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const [assignment] = await db.query<{ study_group_id: string; is_active: boolean }>(
        'SELECT study_group_id, is_active FROM assignments WHERE id = $1',
        [request.query.assignmentId],
      );
      if (!assignment) throw notFound();
      const group = await assertGroupMember(db, assignment.study_group_id, viewerId);
      const isOwner = group.owner_id === viewerId;
      if (!isOwner && (!assignment.is_active || !group.is_active)) throw notFound();
      const rows = await assignmentQuestions(db, [request.query.assignmentId]);
      return rows.map((row) => (isOwner ? authorView(row, images.url) : solverView(row, viewerId, images.url, columnSecret)));
    },
  });

  api.patch('/question/updateQuestion/:id', {
    schema: {
      tags,
      summary: 'Change your question: send the fields that change; the result is checked by its type\'s rules',
      params: z.object({ id: uuid() }),
      body: questionUpdate,
      response: { 200: questionSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const authorId = viewerProfile(request);
      const row = await loadOwnQuestion(db, request.params.id, authorId);
      const { type } = request.body;
      if (type !== undefined && !questionTypes.includes(type as never)) throw badRequest('Tipo de pregunta desconocido');
      if (type !== undefined && type !== row.type) throw badRequest('No se puede cambiar el tipo de una pregunta');
      const input = parseOr400(anyQuestionInput, { ...inputOf(row), ...request.body, type: row.type });
      await checkQuestionInput(input, authorId, images);
      const [updated] = await db.query<QuestionRow>(
        `UPDATE questions SET statement = $2, difficulty = $3, details = $4 WHERE id = $1 RETURNING *`,
        [row.id, input.statement, input.difficulty, JSON.stringify(detailsOf(input))],
      );
      return authorView(updated!, images.url);
    },
  });

  api.patch('/question/deactivate/:questionId', {
    schema: {
      tags,
      summary: 'Deactivate (soft delete) your question; assignments stop using it',
      params: z.object({ questionId: uuid() }),
      response: { 200: questionSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const row = await loadOwnQuestion(db, request.params.questionId, viewerProfile(request));
      const [updated] = await db.query<QuestionRow>('UPDATE questions SET is_active = false WHERE id = $1 RETURNING *', [row.id]);
      return authorView(updated!, images.url);
    },
  });

  api.post('/images/upload', {
    schema: {
      tags: ['images'],
      summary: 'Store an image (multipart field "image": PNG, JPEG, WebP or GIF by its bytes, at most 5 MiB)',
      consumes: ['multipart/form-data'],
      response: {
        201: z.object({ key: z.string(), url: z.string() }),
        400: errorResponse,
        413: errorResponse,
        415: errorResponse,
      },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, messages.unsupportedMedia);
      const { file } = await readMultipart(request);
      if (!file) throw badRequest('Falta la imagen');
      const key = await images.save(file);
      return reply.status(201).send({ key, url: images.url(key) });
    },
  });
}
