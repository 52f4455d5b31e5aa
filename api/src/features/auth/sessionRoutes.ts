import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { endSessions, listSessions } from '../../auth/sessions.js';
import { ApiError, notFound, unauthorized } from '../../domain/errors.js';
import type { Router } from '../../http/router.js';
import { errorResponse, uuid } from '../../http/schemas.js';
import type { Services } from '../../services.js';
import { dispatchSessionsEnded } from '../notifications/delivery.js';
import { findUser, replacePasswordHash, toSession } from './repository.js';
import { changePasswordBody, endedSession, endedSessions, sessionSchema } from './schemas.js';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from './throttle.js';

const wrongCurrentPassword = 'La contraseña actual no es correcta';

/** The viewer's sessions: list them, end one, all, or all but this one by changing the password. */
export function sessionRoutes(api: Router, { db, notificationEvents, authRateLimit }: Services) {
  /**
   * Tells the gateways, after the commit, that the viewer's sessions ended, so ended sessions' live streams close
   * now. The sessions are already ended whatever happens here, so a failure to announce fails nothing: the
   * streams close at their next session check.
   */
  const announce = async (request: FastifyRequest, endedSessionCount: number) => {
    const { profileId } = request.viewer!;
    if (!endedSessionCount || !profileId) return;
    await dispatchSessionsEnded(notificationEvents, db, profileId).catch((error: unknown) =>
      request.log.warn({ err: error }, 'sessionsEnded not announced'),
    );
  };

  api.post('/auth/logout', {
    schema: {
      summary: 'Log out: ends the session of this token at once (its token is refused from now on)',
      response: { 200: endedSessions, 401: errorResponse },
    },
    handler: async (request) => {
      const { userId, sessionId } = request.viewer!;
      const endedSessionCount = await endSessions(db, userId, { only: sessionId });
      await announce(request, endedSessionCount);
      return { endedSessionCount };
    },
  });

  api.post('/auth/logoutEverywhere', {
    schema: {
      summary: "Log out everywhere: ends every open session of the user, this token's too",
      response: { 200: endedSessions, 401: errorResponse },
    },
    handler: async (request) => {
      const endedSessionCount = await endSessions(db, request.viewer!.userId);
      await announce(request, endedSessionCount);
      return { endedSessionCount };
    },
  });

  api.get('/auth/sessions', {
    schema: {
      summary: 'Your open sessions, most recently used first; `current` marks the one asking',
      response: { 200: z.array(sessionSchema), 401: errorResponse },
    },
    handler: async (request) => {
      const { userId, sessionId } = request.viewer!;
      return (await listSessions(db, userId)).map((row) => toSession(row, sessionId));
    },
  });

  api.delete('/auth/sessions/:id', {
    schema: {
      summary: 'Ends one of your open sessions (404 when it is not an open session of yours)',
      params: z.object({ id: uuid() }),
      response: { 200: endedSession, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      // Someone else's session, an ended one and an unknown id all look the same.
      if (!(await endSessions(db, request.viewer!.userId, { only: id }))) throw notFound();
      await announce(request, 1);
      return { endedSessionId: id };
    },
  });

  api.post('/auth/changePassword', {
    // Besides the per-session throttle below, each address may call it only so often, as it may log in.
    config: { rateLimit: authRateLimit },
    schema: {
      summary: 'Changes your password and ends every other session of yours; this one goes on',
      description:
        "The new password follows sign-up's rules. A wrong current password (400) counts as a failed login of this " +
        'session: after 5, each further try waits 30 s, doubling up to 15 minutes (429 with Retry-After).',
      body: changePasswordBody,
      response: { 200: endedSessions, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const { userId, sessionId } = request.viewer!;
      const { currentPassword, newPassword } = request.body;
      const user = await findUser(db, 'id', userId);
      if (!user) throw unauthorized();
      const client = { session: sessionId };
      await reserveLoginAttempt(db, user.email, client);
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        await recordLoginFailure(db, user.email, client);
        throw new ApiError(400, wrongCurrentPassword);
      }
      await clearLoginFailures(db, user.email, client);
      const newHash = await hashPassword(newPassword);
      const endedSessionCount = await db.transaction(async (tx) => {
        if (!(await replacePasswordHash(tx, userId, user.password_hash, newHash))) throw new ApiError(400, wrongCurrentPassword);
        return endSessions(tx, userId, { except: sessionId });
      });
      await announce(request, endedSessionCount);
      return { endedSessionCount };
    },
  });
}
