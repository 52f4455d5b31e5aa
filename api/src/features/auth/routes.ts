import type { FastifyRequest } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { startSession } from '../../auth/sessions.js';
import { unauthorized } from '../../domain/errors.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import type { Services } from '../../services.js';
import { offlineKeyOf } from '../account/offlineKeys.js';
import { createUser, findUser, toUser } from './repository.js';
import { sessionRoutes } from './sessionRoutes.js';
import { credentials, signUp, userSchema, type Credentials } from './schemas.js';
import { clearLoginFailures, clientKey, recordLoginFailure, reserveLoginAttempt, type LoginClient } from './throttle.js';

export function authRoutes(api: Router, services: Services) {
  const { db, tokens, authRateLimit } = services;
  // Each client address may call sign-up and login only so often (429 past the limit).
  const config = { public: true, rateLimit: authRateLimit };

  /** A known device when the body holds a device token issued for its e-mail; an unknown client at its address otherwise. */
  const loginClient = async ({ body, ip }: { body: Credentials; ip: string }): Promise<LoginClient> => {
    const device = body.deviceToken ? await tokens.verifyDevice(body.deviceToken, body.email) : null;
    return device ? { device } : { address: ip };
  };
  // A known device's logins have a budget of their own, so others spending its address's (a school's shared
  // connection) do not shut it out. Counted once the body is read and checked, since the device token is in it.
  const loginConfig = {
    public: true,
    rateLimit: authRateLimit && {
      ...authRateLimit,
      hook: 'preHandler' as const,
      keyGenerator: async (request: FastifyRequest) => clientKey(await loginClient(request as FastifyRequest & { body: Credentials })),
    },
  };

  api.post('/auth/create', {
    config,
    schema: {
      summary: 'Sign up: creates the user and its profile, and logs in',
      security: [],
      body: signUp,
      response: { 201: userSchema, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const user = await createUser(db, request.body, await hashPassword(request.body.password));
      const session = await startSession(db, tokens, user.id, { remembered: request.body.remember, userAgent: request.headers['user-agent'] });
      // The browser that made the account is a known device of it from the start.
      return reply.status(201).send({ ...toUser(user, session, await tokens.signDevice(user.email)), offlineKey: await offlineKeyOf(db, user.id) });
    },
  });

  api.post('/auth/login', {
    config: loginConfig,
    schema: {
      summary: 'Log in with e-mail and password',
      description:
        'A browser that logged in to the account before sends its deviceToken: its failures count for that device ' +
        'alone (after 5, each further try waits 30 s, doubling up to 15 minutes: 429 with Retry-After), and nobody ' +
        "else's failures hold it up. Without a valid one for this e-mail the try is an unknown client's: after 5 " +
        'failures from one address (an IPv6 /64 counts as one), tries from there wait the same way; past 100 ' +
        'failures of unknown clients from all addresses, every unknown client waits. A login returns a fresh deviceToken and the ' +
        "account's offlineKey. " +
        'The per-address rate limit (AUTH_RATE_LIMIT a minute) counts a known device on its own.',
      security: [],
      body: credentials,
      response: { 200: userSchema, 400: errorResponse, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      const client = await loginClient(request);
      await reserveLoginAttempt(db, email, client);
      const user = await findUser(db, 'email', email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid || !user.is_active) {
        await recordLoginFailure(db, email, client);
        throw unauthorized();
      }
      await clearLoginFailures(db, email, client);
      const session = await startSession(db, tokens, user.id, { remembered: request.body.remember, userAgent: request.headers['user-agent'] });
      return { ...toUser(user, session, await tokens.signDevice(user.email)), offlineKey: await offlineKeyOf(db, user.id) };
    },
  });

  api.get('/auth/verifyToken', {
    schema: {
      summary: 'The user behind the bearer token (401 when it is missing, expired or forged)',
      response: { 200: userSchema, 401: errorResponse },
    },
    handler: async (request) => {
      const user = await findUser(db, 'id', request.viewer!.userId);
      if (!user) throw unauthorized();
      const token = request.headers.authorization!.slice('Bearer '.length);
      return toUser(user, { token });
    },
  });

  sessionRoutes(api, services);
}
