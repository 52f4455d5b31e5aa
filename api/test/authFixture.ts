import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { signUp, startTestApi, type CallOptions, type TestApi, type TestUser } from './helpers.js';

// What the auth-*.test.ts files share: a signed-up user, a call that keeps every body received (checked for leaked
// hashes and stacks), valid sign-up bodies and hand-signed tokens. Each test file gets its own copy of this module
// (vitest isolates files), so the bindings below are set for that file before its tests run.

export const invalidCredentials = 'Las credenciales no son válidas';
export const userFields = ['email', 'firstName', 'id', 'isActive', 'lastName', 'phone', 'subscriptionMethod', 'token'];
/** What sign-up and login answer: the user, its session token, when that session ends, the browser's device token and the account's offline key. */
export const loggedInFields = ['deviceToken', 'offlineKey', 'sessionExpiresAt', ...userFields].sort();

export let api: TestApi;
/** Every body this file received, checked at the end for leaked hashes and stacks. */
export const bodies: string[] = [];

export async function call(method: string, path: string, options?: CallOptions) {
  const reply = await api.call(method, path, options);
  bodies.push(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  return reply;
}

export const validSignUp = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Carmen',
  lastName: 'Rojas',
  email: `carmen-${randomUUID().slice(0, 8)}@aula.test`,
  phone: '+51 987654321',
  password: 'contraseña123',
  ...overrides,
});

/** The session a token names (its `sid`). */
export const sessionOf = (token: string) => decodeJwt(token).sid as string;

/**
 * A token signed by hand: the api's own secret, issuer and audience unless a test changes one of them, naming the
 * user's latest open session (a random id when there is none) unless `sessionId` names another, or null none.
 */
export async function handToken(
  userId: string,
  {
    secret = api.jwtSecret,
    alg = 'HS256',
    issuer = 'aula-api',
    audience = 'aula',
    exp = '1h' as string | number,
    sessionId = undefined as string | null | undefined,
  } = {},
) {
  if (sessionId === undefined) {
    const [open] = await api.db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE user_id = $1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1',
      [userId],
    );
    sessionId = open?.id ?? randomUUID();
  }
  return new SignJWT(sessionId === null ? {} : { sid: sessionId })
    .setProtectedHeader({ alg })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(typeof exp === 'number' ? exp - 3600 : undefined)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

export const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export let ana: TestUser;

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startAuthFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    ana = await signUp(api, { firstName: 'Ana', lastName: 'Torres' });
  });
  afterAll(() => api?.close());
}
