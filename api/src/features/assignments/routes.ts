import { z } from 'zod';
import { notFound } from '../../domain/errors.js';
import { afterSeq, defaultPageSize, pagesOf, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { booleanQuery, errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { findQuestion } from '../questions/repository.js';
import { anyQuestionInput } from '../questions/schemas.js';
import { authorView } from '../questions/views.js';
import { assertGroupMember } from '../studyGroups/access.js';
import { acknowledgeMembership, allReadable } from '../studyGroups/repository.js';
import { loadAssignment, loadOwnAssignment, loadReadableAssignment } from './access.js';
import { addNewQuestion, createAssignment, editAssignment } from './editing.js';
import { duplicateAssignment, publishAssignment, unschedulePublication } from './publishing.js';
import { unlinkQuestion } from './questionList.js';
import { assignmentPages, deactivateAssignment, listAssignments, toAssignment, withQuestions } from './repository.js';
import {
  assignmentCreate,
  assignmentListQuery,
  assignmentPageSchema,
  assignmentPagesQuery,
  assignmentSchema,
  assignmentUpdate,
  duplicateBody,
  linkedQuestion,
  publishBody,
  unlinkedQuestion,
} from './schemas.js';

export function assignmentRoutes(api: Router, { db, images, uploads, columnSecret, publications }: Services) {
  api.get('/assignments/getAll', {
    schema: {
      summary: "A group's assignments, or assignments by ids (members see active, published ones only, and by ids those they attempted)",
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

  api.get('/assignments/getPages', {
    schema: {
      summary: "A page of each group's assignments in one call: `first` per group after `cursor`",
      description:
        'For nested lists (the gateway batches them): one page per group asked, in that order, with the cursor of ' +
        'the next page or null. Groups you are not in come empty (with requireReadable, a group you cannot read by id ' +
        'is a 404, and the groups are opened as getAll with `opened` does); members see active, published assignments only.',
      querystring: assignmentPagesQuery,
      response: { 200: z.array(assignmentPageSchema), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { studyGroupIds, requireReadable, first, cursor } = request.query;
      // The gateway reads a group's page without the group: the group's own read rule still decides.
      if (requireReadable && !(await allReadable(db, viewerProfile(request), studyGroupIds))) throw notFound();
      // Read by the groups' ids alone, the groups are opened as reading them by id is (getAll's `opened`).
      if (requireReadable) await acknowledgeMembership(db, studyGroupIds, viewerProfile(request));
      const rows = await assignmentPages(db, viewerProfile(request), studyGroupIds, await afterSeq(db, 'assignments', cursor), first + 1);
      return pagesOf(studyGroupIds, rows, first, toAssignment);
    },
  });

  api.get('/assignments/getOne', {
    schema: {
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
      summary: 'Create an assignment in your group',
      body: assignmentCreate,
      response: { 201: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await createAssignment(db, viewerProfile(request), request.body)),
  });

  api.patch('/assignments/update/:id', {
    schema: {
      summary: 'Edit your assignment; questionsIds, when given, becomes its list of questions in that order',
      params: z.object({ id: uuid() }),
      body: assignmentUpdate,
      response: { 200: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: (request) => editAssignment(db, viewerProfile(request), request.params.id, request.body),
  });

  api.post('/assignments/publish/:id', {
    schema: {
      summary: 'Publish your draft now, or at publishAt (members see it and are notified then)',
      description: 'A scheduled one may be published now or rescheduled; a published one is answered as it is. 409 without questions.',
      params: z.object({ id: uuid() }),
      body: publishBody,
      response: { 200: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: (request) => publishAssignment(db, publications, viewerProfile(request), request.params.id, request.body.publishAt),
  });

  api.post('/assignments/unschedule/:id', {
    schema: {
      summary: 'Turn your scheduled assignment back into a draft (409 once published)',
      params: z.object({ id: uuid() }),
      response: { 200: assignmentSchema, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: (request) => unschedulePublication(db, viewerProfile(request), request.params.id),
  });

  api.post('/assignments/duplicate/:id', {
    schema: {
      summary: 'Copy your assignment (settings and questions) into one of your groups, as a draft',
      params: z.object({ id: uuid() }),
      body: duplicateBody,
      response: { 201: assignmentSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await duplicateAssignment(db, viewerProfile(request), request.params.id, request.body)),
  });

  api.patch('/assignments/delete/link-questions/:assignmentId/:questionId', {
    schema: {
      summary: 'Unlink a question from your assignment (the question stays in the bank)',
      params: z.object({ assignmentId: uuid(), questionId: uuid() }),
      response: {
        200: unlinkedQuestion,
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
      summary: 'Create a question of any type and add it at the end of your assignment, in one transaction',
      description:
        'The same create as POST /question/create: the same clientMutationId again returns the first question and the assignment, linked once.',
      body: z.object({ assignmentId: uuid(), question: anyQuestionInput }),
      response: {
        201: linkedQuestion,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { assignmentId, question } = request.body;
      return reply.status(201).send(await addNewQuestion(db, images, uploads, viewerProfile(request), assignmentId, question));
    },
  });
}
