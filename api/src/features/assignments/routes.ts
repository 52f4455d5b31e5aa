import { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../domain/errors.js';
import { afterSeq, defaultPageSize, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { checkQuestionInput } from '../questions/authoring.js';
import { findQuestion, insertQuestion } from '../questions/repository.js';
import { anyQuestionInput, questionSchema } from '../questions/schemas.js';
import { authorView } from '../questions/views.js';
import { assertAssignee, assertGroupMember, assertGroupOwner } from '../studyGroups/access.js';
import { loadAssignment, loadOwnAssignment, loadReadableAssignment } from './access.js';
import { appendQuestion, setQuestions, unlinkQuestion } from './questionList.js';
import {
  deactivateAssignment,
  insertAssignment,
  listAssignments,
  toAssignment,
  updateAssignment,
  withQuestions,
} from './repository.js';
import { assignmentCreate, assignmentListQuery, assignmentSchema, assignmentUpdate } from './schemas.js';

const tags = ['assignments'];

export function assignmentRoutes(api: Router, { db, images, columnSecret }: Services) {
  api.get('/assignments/getAll', {
    schema: {
      tags,
      summary: "A group's assignments, or assignments by ids (members see active ones only, and by ids those they attempted)",
      querystring: assignmentListQuery,
      response: { 200: z.array(assignmentSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { limit, cursor, ...filter } = request.query;
      if (filter.studyGroupId) await assertGroupMember(db, filter.studyGroupId, viewerId);
      const pageSize = filter.ids ? filter.ids.length : (limit ?? defaultPageSize);
      const rows = await listAssignments(db, viewerId, filter, await afterSeq(db, 'assignments', cursor), pageSize + 1);
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
      body: assignmentCreate,
      response: { 201: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const input = request.body;
      if (input.assignerProfileId && input.assignerProfileId !== viewerId) throw forbidden();
      const row = await db.transaction(async (tx) => {
        await assertGroupOwner(tx, input.studyGroupId, viewerId);
        if (input.assigneeProfileId) await assertAssignee(tx, input.studyGroupId, input.assigneeProfileId);
        const id = await insertAssignment(tx, viewerId, input);
        await setQuestions(tx, id, input.questionsIds, viewerId);
        return loadAssignment(tx, id, viewerId);
      });
      return reply.status(201).send(toAssignment(row));
    },
  });

  api.patch('/assignments/update/:id', {
    schema: {
      tags,
      summary: 'Edit your assignment; questionsIds, when given, becomes its list of questions in that order',
      params: z.object({ id: uuid() }),
      body: assignmentUpdate,
      response: { 200: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const { id } = request.params;
      const input = request.body;
      const row = await db.transaction(async (tx) => {
        const current = await loadOwnAssignment(tx, id, viewerId);
        if (input.studyGroupId && input.studyGroupId !== current.study_group_id) {
          throw badRequest('Una tarea no puede cambiar de grupo');
        }
        if (input.assigneeProfileId) await assertAssignee(tx, current.study_group_id, input.assigneeProfileId);
        await updateAssignment(tx, id, input);
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
      await loadOwnAssignment(db, assignmentId, viewerId);
      if (!(await unlinkQuestion(db, assignmentId, questionId))) throw notFound();
      const question = await findQuestion(db, questionId);
      return {
        assignment: toAssignment(await loadAssignment(db, assignmentId, viewerId)),
        // Seen from the assignment, an unlinked question is inactive; it stays active in its author's bank.
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
      const current = await loadOwnAssignment(db, request.params.id, viewerId);
      await deactivateAssignment(db, current.id);
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
        await loadOwnAssignment(tx, assignmentId, viewerId);
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
