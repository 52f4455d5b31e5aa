import { z } from 'zod';
import { forbidden } from '../../domain/errors.js';
import { questionTypes } from '@aula/common';
import { parseOr400 } from '../../domain/validation.js';
import { readMultipart, saveUploadedImage } from '../../http/multipart.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, difficulty, errorResponse, idList, paging, text, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { loadAssignment } from '../assignments/access.js';
import { createQuestion, editQuestion, retireQuestion } from './authoring.js';
import { assignmentQuestions, listQuestions, solverClockAllows } from './repository.js';
import { kinds } from './kinds/registry.js';
import { anyQuestionInput, questionSchema, questionUpdate, storedImage, type QuestionInput } from './schemas.js';
import { authorView, presentQuestion, solverView } from './views.js';

const created = { 201: questionSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse };

export function questionRoutes(api: Router, { db, images, uploads, columnSecret }: Services) {
  const create = (authorId: string, input: QuestionInput, file?: Buffer) => createQuestion(db, images, uploads, authorId, input, { file });

  // A typed path per kind; a kind with an image takes a multipart form too.
  for (const kind of kinds) {
    const path = `/question/${kind.createPath}`;
    const form = kind.image;
    if (!form) {
      api.post(path, {
        schema: { summary: kind.createSummary, body: kind.input, response: created },
        handler: async (request, reply) => reply.status(201).send(await create(viewerProfile(request), request.body as QuestionInput)),
      });
      continue;
    }
    api.post(path, {
      schema: {
        summary: kind.createSummary,
        description: form.formDescription,
        consumes: ['application/json', 'multipart/form-data'],
        response: { ...created, 413: errorResponse, 415: errorResponse },
      },
      config: { documentedBody: kind.input },
      handler: async (request, reply) => {
        const authorId = viewerProfile(request);
        if (!request.isMultipart()) return reply.status(201).send(await create(authorId, parseOr400(kind.input, request.body) as QuestionInput));
        const { fields, file } = await readMultipart(request);
        return reply.status(201).send(await create(authorId, parseOr400(kind.input, form.fromForm(fields)) as QuestionInput, file));
      },
    });
  }

  api.post('/question/create', {
    schema: {
      summary: 'Create a question of any type: `type` says which fields it takes (JSON; the typed paths do the same)',
      body: anyQuestionInput,
      response: created,
    },
    handler: async (request, reply) => reply.status(201).send(await create(viewerProfile(request), request.body)),
  });

  api.get('/question/getAll', {
    schema: {
      summary: 'Your question bank, newest first, or questions by ids (each in the view you may see; others left out)',
      querystring: z.object({
        ids: idList.optional(),
        profileId: uuid().optional().describe('Only your own profile id'),
        isActive: booleanQuery.optional(),
        type: z.enum(questionTypes, { error: 'Tipo de pregunta desconocido' }).optional(),
        difficulty: difficulty.optional(),
        search: text()
          .pipe(z.string().max(200, { error: 'La búsqueda admite como máximo 200 caracteres' }))
          .optional()
          .describe('Text in the statement, ignoring case and accents'),
        ...paging,
      }),
      response: { 200: z.array(questionSchema), 403: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { ids, profileId, isActive, type, difficulty, search, limit, cursor } = request.query;
      if (profileId && profileId !== viewerId) throw forbidden();
      const pageSize = ids ? ids.length : (limit ?? defaultPageSize);
      const filter = { ids, isActive, type, difficulty, search: search || undefined };
      const rows = await listQuestions(db, viewerId, filter, await afterSeq(db, 'questions', cursor), pageSize + 1);
      return sendPage(reply, rows, pageSize).flatMap((row) => presentQuestion(row, viewerId, images, columnSecret) ?? []);
    },
  });

  api.get('/question/getQuestionsByAssignment', {
    schema: {
      summary: "An assignment's questions in order: the owner sees keys, members the solver view (a timed one's only while their start runs)",
      querystring: z.object({ assignmentId: uuid() }),
      response: { 200: z.array(questionSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      // As the assignment itself reads: members only once it is published, active, in an active group.
      const isOwner = (await loadAssignment(db, request.query.assignmentId, viewerId)).is_owner;
      if (!isOwner && !(await solverClockAllows(db, request.query.assignmentId, viewerId))) return [];
      const rows = await assignmentQuestions(db, [request.query.assignmentId]);
      return rows.map((row) => (isOwner ? authorView(row, images.url) : solverView(row, viewerId, images.url, columnSecret)));
    },
  });

  api.patch('/question/updateQuestion/:id', {
    schema: {
      summary: "Change your question: send the fields that change; the result is checked by its type's rules",
      params: z.object({ id: uuid() }),
      body: questionUpdate,
      response: { 200: questionSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => editQuestion(db, images, uploads, request.params.id, viewerProfile(request), request.body),
  });

  api.patch('/question/deactivate/:questionId', {
    schema: {
      summary: 'Deactivate (soft delete) your question; assignments stop using it',
      params: z.object({ questionId: uuid() }),
      response: { 200: questionSchema, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => retireQuestion(db, images, request.params.questionId, viewerProfile(request)),
  });

  api.post('/images/upload', {
    schema: {
      tags: ['images'],
      summary: 'Store an image (multipart field "image": PNG, JPEG, WebP or GIF by its bytes, at most 5 MiB)',
      consumes: ['multipart/form-data'],
      response: {
        201: storedImage,
        400: errorResponse,
        413: errorResponse,
        415: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const key = await saveUploadedImage(request, uploads);
      return reply.status(201).send({ key, url: images.url(key) });
    },
  });
}
