import { errorMessages, liveGameMessages } from '@aula/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../domain/errors.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { checkAnswer, grade } from '../questions/grading.js';
import { questionSchema } from '../questions/schemas.js';
import { authorView, keyOf, solverView } from '../questions/views.js';
import { isInOpenGame } from '../liveGames/openGames.js';
import { assertGroupMember } from '../studyGroups/access.js';
import { findPractisable, markSolutionShown, practiceQuestions } from './repository.js';
import { practiceAnswer, practiceQuery, practiceResult } from './schemas.js';

/**
 * Checks per account and minute: a student answering as fast as they read is far below it; a script trying
 * answers (each grading costs the server, and each answer shows a score) is stopped with 429 and the wait. Counted
 * per profile, not per address, so a classroom behind one address is not limited together.
 */
const practiceChecksPerMinute = 60;
const practiceRateLimit = {
  max: practiceChecksPerMinute,
  timeWindow: 60_000,
  // After the viewer is known (onRequest reads the token).
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `practice:${viewerProfile(request)}`,
};

// Modo Libre: practising never writes an attempt or changes a grade.
export function practiceRoutes(api: Router, { db, images, columnSecret }: Services) {
  api.get('/practice/questions', {
    schema: {
      summary: "Questions to practise in a group you belong to, in random order (solver's view: no keys)",
      description:
        'Questions of the active assignments open for practice, and for the group owner also the questions they wrote ' +
        'that its assignments use. A short answer the teacher grades by hand is left out.',
      querystring: practiceQuery,
      response: { 200: z.array(questionSchema), 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      await assertGroupMember(db, request.query.studyGroupId, viewerId);
      const rows = await practiceQuestions(db, viewerId, request.query);
      return rows.map((q) => solverView(q, viewerId, images.url, columnSecret));
    },
  });

  api.post('/practice/check', {
    config: { rateLimit: practiceRateLimit },
    schema: {
      summary:
        'Check a practice answer: its score by the same rules as an attempt, and the question with its key. No attempt is stored; ' +
        "the question notes that a student has seen its solution (a graded assignment then asks its teacher's confirmation to use it)",
      description:
        '403 for a question not open for practice to you: the key of a graded assignment is never shown. ' +
        '409 while the question is in an open live game (En vivo): its score would tell the players the answer before the reveal. ' +
        `429 after ${practiceChecksPerMinute} checks in a minute by one account, with the wait in the message (and Retry-After).`,
      body: practiceAnswer,
      response: { 200: practiceResult, 400: errorResponse, 403: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const question = await findPractisable(db, viewerId, request.body.questionId);
      if (!question) throw new ApiError(403, errorMessages.notForPractice);
      if (await isInOpenGame(db, question.id)) throw new ApiError(409, liveGameMessages.practiceDuringGame);
      const answer = checkAnswer(question, request.body.answer, { profileId: viewerId, secret: columnSecret });
      const score = grade(question, answer) ?? 0;
      // Its author practising their own bank shows nobody anything.
      if (question.profile_id !== viewerId) await markSolutionShown(db, question.id);
      const author = authorView(question, images.url);
      return { correct: score === 100, score, question: author, solution: keyOf(author) };
    },
  });
}
