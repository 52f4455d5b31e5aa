import { decoyHash, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { unauthorized } from '../../domain/errors.js';
import type { Router } from '../../http/router.js';
import { errorResponse } from '../../http/schemas.js';
import type { Services } from '../../services.js';
import { createUser, findUser, toUser } from './repository.js';
import { credentials, signUp, userSchema } from './schemas.js';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from './throttle.js';

const tags = ['auth'];

export function authRoutes(api: Router, { db, tokens, authRateLimit }: Services) {
  // Each client address may call sign-up and login only so often (429 past the limit).
  const config = { public: true, rateLimit: authRateLimit };

  api.post('/auth/create', {
    config,
    schema: {
      tags,
      summary: 'Sign up: creates the user and its profile, and logs in',
      security: [],
      body: signUp,
      response: { 201: userSchema, 400: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const user = await createUser(db, request.body, await hashPassword(request.body.password));
      return reply.status(201).send(toUser(user, await tokens.sign(user.id)));
    },
  });

  api.post('/auth/login', {
    config,
    schema: {
      tags,
      summary: 'Log in with e-mail and password',
      description:
        'After 5 failed tries for one e-mail from one address, each further try from there waits 30 s, doubling up to ' +
        '15 minutes (429 with Retry-After); past 100 failures from all addresses the whole account waits the same way.',
      security: [],
      body: credentials,
      response: { 200: userSchema, 400: errorResponse, 401: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      await reserveLoginAttempt(db, email, request.ip);
      const user = await findUser(db, 'email', email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
      if (!user || !valid || !user.is_active) {
        await recordLoginFailure(db, email);
        throw unauthorized();
      }
      await clearLoginFailures(db, email, request.ip);
      return toUser(user, await tokens.sign(user.id));
    },
  });

  api.get('/auth/verifyToken', {
    schema: {
      tags,
      summary: 'The user behind the bearer token (401 when it is missing, expired or forged)',
      response: { 200: userSchema, 401: errorResponse },
    },
    handler: async (request) => {
      const user = await findUser(db, 'id', request.viewer!.userId);
      if (!user) throw unauthorized();
      const token = request.headers.authorization!.slice('Bearer '.length);
      return toUser(user, token);
    },
  });
}
