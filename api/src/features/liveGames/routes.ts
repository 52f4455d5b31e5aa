import { joinMessages } from '@aula/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../domain/errors.js';
import { addressKey } from '../../http/clientAddress.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import { viewerProfile } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { joinLimits } from '../studyGroups/joinLimits.js';
import { xlsxContentType } from '../gradebook/xlsx.js';
import { liveResultsFile } from './files.js';
import { advanceGame, answerQuestion, endGame, joinGame, startGame, type LiveContext } from './lifecycle.js';
import { gamesOfOwnAssignments } from './repository.js';
import {
  liveGameAdvance,
  liveGameAnswer,
  liveGameBatchQuery,
  liveGameJoin,
  liveGameList,
  liveGameParams,
  liveGameSchema,
  liveGameStart,
  liveGamesOfAssignmentsQuery,
  liveGameViewQuery,
  liveResultsCsvQuery,
  liveResultsFileQuery,
} from './schemas.js';
import { gradebookFile as fileSchema } from '../gradebook/schemas.js';
import { notFound } from '../../domain/errors.js';
import { liveGameViews, type PlayerAnswers } from './views.js';

/**
 * A PIN is six digits: a million, guessable at an open route's pace. Only tries that fail (no open game with that
 * PIN, a game over, a group the viewer is not in) count, against the account and the client's address like joining
 * a group by code (studyGroups/joinLimits.ts), under keys of their own: a whole school behind one router joins a
 * 300-player game without a refusal, while a guesser is stopped after a few misses. Past either limit every failed
 * try answers 429, so it no longer tells an unknown PIN from another group's game.
 */
function pinGuessLimit(api: Router) {
  const timeWindow = joinLimits.windowMinutes * 60_000;
  const limiters = [
    api.createRateLimit({ max: joinLimits.perAccount, timeWindow, keyGenerator: (request) => `live pin account ${request.viewer?.userId}` }),
    api.createRateLimit({ max: joinLimits.perAddress, timeWindow, keyGenerator: (request) => `live pin address ${addressKey(request.ip)}` }),
  ];
  /** Counts a failed try; the 429 to answer instead of `refusal` once past a limit. */
  return async (request: FastifyRequest, refusal: unknown) => {
    if (!(refusal instanceof ApiError) || ![403, 404, 409].includes(refusal.statusCode)) return refusal;
    for (const limit of limiters) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, result.ttlInSeconds);
        return new ApiError(429, joinMessages.tooManyJoins(wait), { 'retry-after': String(wait) });
      }
    }
    return refusal;
  };
}

export function liveGameRoutes(api: Router, services: Services) {
  const ctx: LiveContext = services;
  const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
  const fileBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

  /** One game as the viewer may see it, or 404. */
  const viewOf = async (gameId: string, viewerId: string, leaderboardFirst = 5, playerAnswers: PlayerAnswers = 'all') => {
    const [game] = await liveGameViews(ctx, [gameId], viewerId, leaderboardFirst, playerAnswers);
    if (!game) throw notFound();
    return game;
  };

  api.post('/liveGames/start', {
    schema: {
      summary: "Open a live game (En vivo) on your group's assignment: a lobby with a new six-digit PIN",
      description:
        'The assignment must be active and have at least one question; one open game per assignment (409). countsAsAttempt only on a ' +
        'published assignment that takes graded attempts and has no time limit (409 otherwise).',
      body: liveGameStart,
      response: { 201: liveGameSchema, ...refusals },
    },
    handler: async (request, reply) => {
      const viewerId = viewerProfile(request);
      const id = await startGame(ctx, viewerId, request.body);
      return reply.status(201).send(await viewOf(id, viewerId));
    },
  });

  const countFailedTry = pinGuessLimit(api);
  api.post('/liveGames/join', {
    schema: {
      summary: 'Join an open live game by its PIN, as a member of its group (joining again returns the same player, score kept)',
      description:
        `404 for no open game with that PIN, 409 once it is over or for its host, 403 for anyone outside the group. Failed tries count: ` +
        `past ${joinLimits.perAccount} per account or ${joinLimits.perAddress} per client address within ${joinLimits.windowMinutes} minutes, ` +
        'each further failed try answers 429.',
      body: liveGameJoin,
      response: { 200: liveGameSchema, ...refusals },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const gameId = await joinGame(ctx, viewerId, request.body.pin).catch(async (refusal: unknown) => {
        throw await countFailedTry(request, refusal);
      });
      return viewOf(gameId, viewerId);
    },
  });

  api.post('/liveGames/:id/answer', {
    schema: {
      summary: "Answer the open question (the body is a submission's answer: questionId and the kind's field)",
      description:
        "Accepted only while the question is open and before questionEndsAt by the database's clock (409 after it, and for a second " +
        'answer); 400 when questionId is not the open question or the answer does not fit it. Its result shows from the reveal on.',
      params: liveGameParams,
      body: liveGameAnswer,
      response: { 200: liveGameSchema, ...refusals },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      await answerQuestion(ctx, viewerId, request.params.id, request.body);
      return viewOf(request.params.id, viewerId);
    },
  });

  api.post('/liveGames/:id/advance', {
    schema: {
      summary: "The host's next step: lobby → question 1 → its reveal → question 2 … → finished",
      description:
        'With fromStatus/fromQuestionIndex (what the host saw) and the game elsewhere already, nothing changes: the game is returned as it is.',
      params: liveGameParams,
      body: liveGameAdvance,
      response: { 200: liveGameSchema, ...refusals },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      await advanceGame(ctx, viewerId, request.params.id, request.body);
      return viewOf(request.params.id, viewerId);
    },
  });

  api.post('/liveGames/:id/end', {
    schema: {
      summary: 'The host ends the game from any state (an open question is revealed first)',
      params: liveGameParams,
      response: { 200: liveGameSchema, ...refusals },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      await endGame(ctx, viewerId, request.params.id);
      return viewOf(request.params.id, viewerId);
    },
  });

  api.get('/liveGames/:id', {
    schema: {
      summary: 'A live game as you may see it (host, member of its group, or player); 404 for anyone else',
      params: liveGameParams,
      querystring: liveGameViewQuery,
      response: { 200: liveGameSchema, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => viewOf(request.params.id, viewerProfile(request), request.query.leaderboardFirst, request.query.playerAnswers),
  });

  api.get('/liveGames', {
    schema: {
      summary: 'Several live games at once (`ids=a,b`), those you may see, in no particular order',
      querystring: liveGameBatchQuery,
      response: { 200: liveGameList, 400: errorResponse },
    },
    handler: async (request) => ({
      liveGames: await liveGameViews(ctx, request.query.ids, viewerProfile(request), request.query.leaderboardFirst, request.query.playerAnswers),
    }),
  });

  api.get('/liveGames/byAssignment', {
    schema: {
      summary: 'The live games of several of your assignments at once (`assignmentIds=a,b`), each with its assignmentId',
      description:
        'Per assignment, in the order asked: the open game first, then the finished ones, newest first, at most `first` each. ' +
        'Assignments of groups you do not own, and unknown ones, are simply left out.',
      querystring: liveGamesOfAssignmentsQuery,
      response: { 200: liveGameList, 400: errorResponse },
    },
    handler: async (request) => {
      const viewerId = viewerProfile(request);
      const { assignmentIds, first, leaderboardFirst } = request.query;
      const rows = await gamesOfOwnAssignments(services.db, assignmentIds, viewerId, first);
      const games = new Map(
        (
          await liveGameViews(
            ctx,
            rows.map((row) => row.id),
            viewerId,
            leaderboardFirst,
          )
        ).map((game) => [game.id, game]),
      );
      return { liveGames: rows.flatMap((row) => games.get(row.id) ?? []) };
    },
  });

  api.get('/liveGames/:id/csv', {
    schema: {
      summary: 'The results of your finished game as CSV: players by rank, their points and right answers, each question’s points and answer',
      produces: ['text/csv'],
      params: liveGameParams,
      querystring: liveResultsCsvQuery,
      response: { 200: fileBytes, ...refusals },
    },
    handler: async (request, reply) => {
      const file = await liveResultsFile(ctx, request.params.id, viewerProfile(request), 'csv', request.query.separator);
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  });

  api.get('/liveGames/:id/xlsx', {
    schema: {
      summary: 'The results of your finished game as an Excel workbook (the CSV’s columns)',
      produces: [xlsxContentType],
      params: liveGameParams,
      response: { 200: fileBytes, ...refusals },
    },
    handler: async (request, reply) => {
      const file = await liveResultsFile(ctx, request.params.id, viewerProfile(request), 'xlsx');
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  });

  api.get('/liveGames/:id/file', {
    schema: {
      summary: 'The results file of your finished game as JSON (its name and its bytes in base64), like the gradebook’s',
      params: liveGameParams,
      querystring: liveResultsFileQuery,
      response: { 200: fileSchema, ...refusals },
    },
    handler: async (request) => {
      const { bytes, ...file } = await liveResultsFile(ctx, request.params.id, viewerProfile(request), request.query.format, request.query.separator);
      return { ...file, base64: bytes.toString('base64') };
    },
  });
}
