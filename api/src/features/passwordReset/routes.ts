import { hashPassword } from '../../auth/passwords.js';
import { endSessions, startSession } from '../../auth/sessions.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import type { Services } from '../../services.js';
import { offlineKeyOf } from '../account/offlineKeys.js';
import { toUser } from '../auth/repository.js';
import { userSchema } from '../auth/schemas.js';
import { forgetLoginFailures } from '../auth/throttle.js';
import { dispatchSessionsEnded } from '../notifications/delivery.js';
import { resetMailQueue } from './mailJob.js';
import { findActiveUser, mailsPerHour, profileOf, resetPassword, takeResetMail, userOfToken } from './repository.js';
import { resetAccepted, resetBody, resetRequestBody } from './schemas.js';

export function passwordResetRoutes(api: Router, { db, tokens, jobs, notificationEvents, authRateLimit }: Services) {
  // Public, and limited per client address like login (429); the mails to each e-mail are limited as well (silently).
  const config = { public: true, rateLimit: authRateLimit };

  api.post('/auth/requestPasswordReset', {
    config,
    schema: {
      summary: 'Forgot password: e-mails a link to choose a new one (valid one hour, once) when the account exists',
      description:
        'Always 202 {accepted: true}, registered or not, so nobody learns whether an e-mail has an account. ' +
        `Each e-mail is sent at most ${mailsPerHour} links an hour: further requests for it are answered the same and ` +
        'mail nothing (the links already sent still work). 429 only for too many requests from one client address.',
      security: [],
      body: resetRequestBody,
      response: { 202: resetAccepted, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      // The same work for every address (one lookup, one job; the job of an unknown address does nothing), and the
      // job holds a user id, never the e-mail, so the queue's table keeps no address for its days of retention.
      await db.transaction(async (tx) => {
        if (!(await takeResetMail(tx, request.body.email))) return;
        const user = await findActiveUser(tx, request.body.email);
        await jobs.send(tx, resetMailQueue, { userId: user?.id ?? null });
      });
      return reply.status(202).send({ accepted: true });
    },
  });

  api.post('/auth/resetPassword', {
    config,
    schema: {
      summary: "Sets a new password with an e-mailed link's token, ends every session of the account and logs in",
      description:
        'Answers like login: the user with a new session token, a deviceToken and the offlineKey. A used, expired or unknown token ' +
        'is a 400 that says to ask for a new link; every link of the account is spent by a reset.',
      security: [],
      body: resetBody,
      response: { 200: userSchema, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const { token, password, remember } = request.body;
      // Checked before hashing, so an invalid link costs no hashing; checked again under lock when it is spent.
      const userId = await userOfToken(db, token);
      const passwordHash = await hashPassword(password);
      const { user, ended, session } = await db.transaction(async (tx) => {
        const user = await resetPassword(tx, userId, token, passwordHash);
        const ended = await endSessions(tx, userId);
        // Whoever guessed at the old password, and made the owner wait, has nothing more to guess.
        await forgetLoginFailures(tx, user.email);
        const session = await startSession(tx, tokens, userId, { remembered: remember, userAgent: request.headers['user-agent'] });
        return { user, ended, session };
      });
      const profileId = ended > 0 ? await profileOf(db, userId) : undefined;
      if (profileId) await dispatchSessionsEnded(notificationEvents, db, profileId);
      return { ...toUser(user, session, await tokens.signDevice(user.email)), offlineKey: await offlineKeyOf(db, userId) };
    },
  });
}
