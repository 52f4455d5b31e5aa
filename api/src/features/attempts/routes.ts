import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../domain/errors.js';
import { afterSeq, defaultPageSize, pagesOf, sendPage } from '../../http/paging.js';
import type { Router } from '../../http/router.js';
import { errorResponse, uuid } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { listAssignments } from '../assignments/repository.js';
import { assertMayListAnswers, assertMayListAttempts } from './access.js';
import { attemptPages, listAttempts, listQuestionAttempts, toAttempt, toQuestionAttempt } from './repository.js';
import {
  answersBeforeAttempt,
  assignmentAttemptSchema,
  attemptDraftInput,
  attemptFromAnswers,
  attemptPageSchema,
  attemptPagesQuery,
  attemptStartInput,
  attemptStartSchema,
  attemptsQuery,
  gradeResult,
  questionAttemptSchema,
  questionAttemptsQuery,
  submission,
  submissionResult,
  teacherGrade,
  type AttemptsQuery,
} from './schemas.js';
import { saveAttemptDraft, startAttempt } from './starts.js';
import { bundleAnswers, storeAnswers, submit } from './submit.js';
import { correctionRoutes } from './correctionRoutes.js';
import { gradeAnswer } from './teacherGrading.js';
import { withAssignments, withQuestions } from './views.js';

export function attemptRoutes(api: Router, { db, images, columnSecret }: Services) {
  api.post('/assignments/startAttempt', {
    schema: {
      summary: 'Start an attempt at an assignment, or resume your open one',
      description:
        'Call it when the student opens the assignment to solve it: 201 with a new start, 200 with the open one ' +
        '(one per student and assignment). Send its id as attemptStartId with the submission, which closes it. ' +
        'With a time limit, deadlineAt is startedAt + the limit. A resumed start carries its draft (PUT ' +
        '/assignments/attemptStarts/:id/draft), a new one none. Refused as a submission would be: 403/404 for ' +
        'non-members, 400 for an inactive assignment, 409 when open for practice, without attempts left, or while a live ' +
        'game of it is open.',
      body: attemptStartInput,
      response: { 200: attemptStartSchema, 201: attemptStartSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { resumed, start } = await startAttempt(db, viewerProfile(request), request.body.assignmentId);
      return reply.status(resumed ? 200 : 201).send(start);
    },
  });

  api.put('/assignments/attemptStarts/:id/draft', {
    schema: {
      summary: 'Keep the answers so far on your open attempt start, to continue on another device',
      description:
        "Call it while the student answers (online): the last write wins, and savedAt is the server's time. startAttempt " +
        "answers the open start with its draft, so another device (another session) continues where this one was. Only the start's " +
        'student may save or read it (anybody else: 404); it is never shown to the group owner, and the submission that ' +
        'closes the start clears it. 409 when the start is closed (submitted, or its time ran out) or past deadlineAt + 60 s; ' +
        '400 when answers is not JSON or over 256 KiB.',
      params: z.object({ id: uuid() }),
      body: attemptDraftInput,
      response: { 200: attemptStartSchema, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: (request) => saveAttemptDraft(db, viewerProfile(request), request.params.id, request.body),
  });

  api.post('/assignments/submit', {
    schema: {
      summary: 'Submit answers to an assignment: graded by the server and stored in one transaction',
      description:
        'Send one answer per question. clientSubmissionId makes the call idempotent: sending it again (offline sync) ' +
        'returns the first result with status 200 instead of counting twice. A sent score is ignored. 409 when the ' +
        "viewer has used up the assignment's attempts, or it is open for practice, when the start was already used, " +
        'when the time limit passed (answers saved after deadlineAt + 60 s), when a timed assignment is sent without a start, ' +
        'or while a live game of the assignment is open (its scores would give its players the answers before the reveal). ' +
        "The start it closes loses its draft in the same transaction: the answers are now the attempt's.",
      body: submission,
      response: { 200: submissionResult, 201: submissionResult, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { replayed, result } = await submit(db, viewerProfile(request), columnSecret, request.body);
      return reply.status(replayed ? 200 : 201).send(result);
    },
  });

  api.post('/question/createManyAttempt', {
    schema: {
      summary: 'Store answers before creating the assignment attempt (two-step flow; prefer /assignments/submit)',
      description: 'The answers are graded only when bundled by /assignments/createAttempt: until then their score is null.',
      body: answersBeforeAttempt,
      response: { 201: z.array(questionAttemptSchema), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await storeAnswers(db, viewerProfile(request), columnSecret, request.body)),
  });

  api.post('/assignments/createAttempt', {
    schema: {
      summary: 'Create an assignment attempt from your question attempts (two-step flow); they are graded here',
      description: 'Refused as a submission would be (409 with no attempts left, or while a live game of the assignment is open).',
      body: attemptFromAnswers,
      response: { 201: assignmentAttemptSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { assignmentId, questionsAttemptsIds, profileId } = request.body;
      if (profileId && profileId !== viewerId) throw forbidden();
      return reply.status(201).send(await bundleAnswers(db, viewerId, assignmentId, questionsAttemptsIds));
    },
  });

  async function attemptPage(viewerId: string, query: AttemptsQuery, reply: FastifyReply) {
    const { includeAssignment, limit, cursor, ...filter } = query;
    await assertMayListAttempts(db, viewerId, filter);
    const pageSize = filter.ids ? filter.ids.length : (limit ?? defaultPageSize);
    const rows = await listAttempts(db, viewerId, filter, await afterSeq(db, 'assignment_attempts', cursor), pageSize + 1);
    const page = sendPage(reply, rows, pageSize).map(toAttempt);
    return includeAssignment ? withAssignments(db, viewerId, page) : page;
  }

  api.get('/assignments/getAttempts', {
    schema: {
      summary: 'Assignment attempts: your own, or those on assignments of groups you own',
      querystring: attemptsQuery,
      response: { 200: z.array(assignmentAttemptSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: (request, reply) => attemptPage(viewerProfile(request), request.query, reply),
  });

  api.get('/assignments/getAttemptPages', {
    schema: {
      summary: "A page of each assignment's attempts in one call: `first` per assignment after `cursor`",
      description:
        'For nested lists (the gateway batches them): one page per assignment asked, in that order, with the cursor ' +
        "of the next page or null, newest first. The group's owner gets every student's attempts, anybody else their own " +
        '(with requireReadable, an assignment you cannot read by id is a 404).',
      querystring: attemptPagesQuery,
      response: { 200: z.array(attemptPageSchema), 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { assignmentIds, profileId, requireReadable, first, cursor } = request.query;
      // The gateway reads an assignment's page without the assignment: getAll's rule by ids still decides.
      const distinct = [...new Set(assignmentIds)];
      if (requireReadable && (await listAssignments(db, viewerProfile(request), { ids: distinct }, 0, distinct.length)).length < distinct.length) {
        throw notFound();
      }
      // Newest first: the next page holds the attempts older than the cursor's (no cursor: from the newest).
      const before = (await afterSeq(db, 'assignment_attempts', cursor)) || 2 ** 31 - 1; // seq is an integer column
      const rows = await attemptPages(db, viewerProfile(request), assignmentIds, profileId, before, first + 1);
      return pagesOf(assignmentIds, rows, first, toAttempt);
    },
  });

  api.get('/assignments/getAttemptsWithAssignment', {
    schema: {
      summary: 'Attempts with their assignment embedded (the grades screens)',
      querystring: attemptsQuery.omit({ includeAssignment: true }),
      response: { 200: z.array(assignmentAttemptSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: (request, reply) => attemptPage(viewerProfile(request), { ...request.query, includeAssignment: true }, reply),
  });

  api.get('/question/getAllAttempts', {
    schema: {
      summary: "Question attempts: your own, or a student's on a group you own; includeQuestion embeds the question",
      description: 'A student sees the question in the solver view (no key), the group owner in full.',
      querystring: questionAttemptsQuery,
      response: { 200: z.array(questionAttemptSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const { includeQuestion, limit, cursor, ...filter } = request.query;
      await assertMayListAnswers(db, viewerId, filter);
      const pageSize = filter.ids ? filter.ids.length : (limit ?? defaultPageSize);
      const rows = await listQuestionAttempts(db, viewerId, filter, await afterSeq(db, 'question_attempts', cursor), pageSize + 1);
      const page = sendPage(reply, rows, pageSize);
      return includeQuestion ? withQuestions(db, viewerId, page, images, columnSecret) : page.map(toQuestionAttempt);
    },
  });

  api.patch('/question/gradeAttempt/:id', {
    schema: {
      summary: "Grade any answer of a student's submitted attempt by hand (0 to 100) and/or comment on it (group owner only)",
      description:
        'The score replaces the automatic one, which stays as autoScore; a regrade keeps it. The attempt is rescored, ' +
        'the change recorded (GET /question/scoreChanges) and the student told (ATTEMPT_GRADED). Send score, feedback or both.',
      params: z.object({ id: uuid() }),
      body: teacherGrade,
      response: { 200: gradeResult, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: (request) => gradeAnswer(db, viewerProfile(request), request.params.id, request.body),
  });

  correctionRoutes(api, db);
}
