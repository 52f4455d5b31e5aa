import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwords.js';
import { badRequest, unauthorized } from '../../domain/errors.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import type { Services } from '../../services.js';
import { findUser } from '../auth/repository.js';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from '../auth/throttle.js';
import { dispatchSessionsEnded } from '../notifications/delivery.js';
import { deleteAccount } from './deletion.js';
import { dataExport, readAccount } from './export.js';
import { offlineKeyOf } from './offlineKeys.js';
import { accountDeleted, accountDeletion, dataExportSchema, offlineKeySchema, type DataExport } from './schemas.js';

/** The download's name: the username, its accents dropped and anything a file name cannot hold replaced. */
const exportFileName = (username: string | null) =>
  `aula-mis-datos-${(username ?? 'usuario')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')}.json`;

/**
 * Exports per account and minute: the heaviest read there is (a teacher's years of questions and attempts), so a
 * script with one account cannot keep the api busy building it. Counted per user, not per address, so a classroom
 * behind one address is not limited together.
 */
const exportsPerMinute = 5;
const exportRateLimit = {
  max: exportsPerMinute,
  timeWindow: 60_000,
  // After the viewer is known (onRequest reads the token).
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `export:${request.viewer!.userId}`,
};

export function accountRoutes(api: Router, { db, images, uploads, notificationEvents, authRateLimit }: Services) {
  api.get('/profile/export', {
    config: { rateLimit: exportRateLimit },
    schema: {
      summary: 'Everything Aula holds about you, as one JSON file to download (aula-mis-datos-<username>.json)',
      description:
        'Your account and profile, the groups you own or belong to, the questions you wrote (with their keys) and the ' +
        'assignments you created, your attempts with your answers, scores and feedback, the changes of those scores, the ' +
        'assignments you opened without submitting (with the answers your device saved on them), your join requests, the groups that removed you, notifications, ' +
        'sessions and uploaded images. Of other ' +
        "people it holds only what you were shown: usernames, and in a teacher's notifications the names of their students. " +
        `429 after ${exportsPerMinute} exports in a minute by one account, with the wait in the message (and Retry-After).`,
      response: { 200: dataExportSchema, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const account = await readAccount(db, request.viewer!.userId);
      if (!account) throw unauthorized();
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(account.username)}"`)
          // Streamed as it is read; the response schema documents what the stream spells out.
          .send(Readable.from(dataExport(db, images, account)) as unknown as DataExport)
      );
    },
  });

  api.get('/profile/offlineKey', {
    schema: {
      summary: "Your account's key for what your browser keeps on the device (drafts, answers waiting to be sent, screens seen)",
      description:
        'The web encrypts what it stores with it (AES-256-GCM) and forgets it when the session ends, so nothing of yours is ' +
        'readable on a shared computer after logout; logging in again on that browser brings it back. Sign-up, login and ' +
        'a reset answer it too. It changes only when the account is deleted (then it is gone). Never cached (no-store).',
      response: { 200: offlineKeySchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { offlineKey: await offlineKeyOf(db, request.viewer!.userId) };
    },
  });

  api.post('/auth/deleteAccount', {
    config: { rateLimit: authRateLimit },
    schema: {
      summary: 'Delete your account: it is deactivated and anonymised, and its e-mail may register again',
      description:
        'Your name becomes "Usuario eliminado"; your e-mail, phone, picture, notifications, sessions, unsubmitted drafts and ' +
        'offline key go (what your browsers kept encrypted with it can never be opened again); groups you own ' +
        "are deactivated and you leave the others, except where you submitted attempts: those stay in the teachers' " +
        'records, as do the questions you wrote. A wrong password counts as a failed login (429 after several).',
      body: accountDeletion,
      response: { 200: accountDeleted, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const { userId, profileId } = request.viewer!;
      const user = await findUser(db, 'id', userId);
      if (!user) throw unauthorized();
      const client = { address: request.ip };
      await reserveLoginAttempt(db, user.email, client);
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        await recordLoginFailure(db, user.email, client);
        throw badRequest('La contraseña no es correcta');
      }
      await clearLoginFailures(db, user.email, client);
      const { picture } = await deleteAccount(db, userId, profileId);
      if (profileId) await dispatchSessionsEnded(notificationEvents, db, profileId);
      await uploads.release(picture);
      return { deleted: true as const };
    },
  });
}
