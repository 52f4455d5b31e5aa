import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers.js';
import {
  ana,
  api,
  base64url,
  bodies,
  call,
  handToken,
  invalidCredentials,
  loggedInFields,
  sessionOf,
  userFields,
  startAuthFixture,
} from './authFixture.js';

// Logging in and verifying tokens.

startAuthFixture();

describe('POST auth/login', () => {
  it('answers 200 with the user, a fresh token and a device token, accepting the e-mail in any case', async () => {
    const reply = await call('POST', 'auth/login', { body: { email: ` ${ana.email.toUpperCase()}  `, password: ana.password } });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(loggedInFields);
    expect(reply.body).toMatchObject({ id: ana.userId, email: ana.email, firstName: 'Ana', lastName: 'Torres', isActive: true });
    const verified = await call('GET', 'auth/verifyToken', { token: reply.body.token });
    expect(verified.status).toBe(200);
    expect(verified.body.id).toBe(ana.userId);
  });

  it('answers 401 for a wrong password and for an unknown e-mail, with the same message', async () => {
    const wrong = await call('POST', 'auth/login', { body: { email: ana.email, password: 'otra-contraseña' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: invalidCredentials });
    expect(wrong.body.token).toBeUndefined();

    const unknown = await call('POST', 'auth/login', { body: { email: 'nadie@aula.test', password: ana.password } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['a missing e-mail', { password: 'contraseña123' }, 'El correo electrónico es obligatorio'],
    ['an invalid e-mail', { email: 'ana-arroba-aula', password: 'contraseña123' }, 'El correo debe tener un formato adecuado'],
    ['a missing password', { email: 'ana@aula.test' }, 'La contraseña es obligatoria'],
    ['a short password', { email: 'ana@aula.test', password: '1234567' }, 'La contraseña debe tener un mínimo de 8 caracteres'],
  ])('refuses %s with 400 and its message', async (_case, body, message) => {
    const reply = await call('POST', 'auth/login', { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  describe('throttling', () => {
    let victim: TestUser;
    let bystander: TestUser;
    beforeAll(async () => {
      victim = await signUp(api, { firstName: 'Víctor', lastName: 'Salas' });
      bystander = await signUp(api, { firstName: 'Berta', lastName: 'Salas' });
    });

    it('answers 429 in Spanish after 5 failed logins without a device token, even with the right password, for 30 s, and spares other accounts', async () => {
      // Changing the case of the e-mail does not open a fresh window.
      const variants = [victim.email, victim.email.toUpperCase(), ` ${victim.email}`, victim.email, victim.email];
      for (const email of variants) {
        const failed = await call('POST', 'auth/login', { body: { email, password: 'adivinanza-1' } });
        expect(failed.status).toBe(401);
      }

      const blocked = await call('POST', 'auth/login', { body: { email: victim.email, password: victim.password } });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Demasiados intentos fallidos. Inténtelo de nuevo en 30 segundos',
      });
      expect(blocked.headers.get('retry-after')).toBe('30');
      expect(blocked.body.token).toBeUndefined();

      const stillBlocked = await call('POST', 'auth/login', { body: { email: victim.email.toUpperCase(), password: 'adivinanza-2' } });
      expect(stillBlocked.status).toBe(429);

      const other = await call('POST', 'auth/login', { body: { email: bystander.email, password: bystander.password } });
      expect(other.status).toBe(200);

      // A token issued before the lock keeps working: throttling only guards the password check.
      expect((await call('GET', 'auth/verifyToken', { token: victim.token })).status).toBe(200);
    });

    it('lets the account in again once the wait has passed', async () => {
      await api.db.query(`UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE email = $1`, [victim.email]);
      const login = await call('POST', 'auth/login', { body: { email: victim.email, password: victim.password } });
      expect(login.status).toBe(200);
      expect(login.body.id).toBe(victim.userId);
    });

    it('checks at most 5 passwords of a burst of simultaneous guesses', async () => {
      const target = await signUp(api, { firstName: 'Ráfaga', lastName: 'Simultánea' });
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => call('POST', 'auth/login', { body: { email: target.email, password: `adivinanza-${i}` } })),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      let checked = statuses.filter((s) => s === 401).length;
      expect(checked).toBeLessThanOrEqual(5);
      // Guessing on one by one, the account locks once 5 passwords in all were checked.
      for (let i = 0; i < 6; i++) {
        const reply = await call('POST', 'auth/login', { body: { email: target.email, password: `otra-adivinanza-${i}` } });
        if (reply.status === 429) break;
        expect(reply.status).toBe(401);
        checked += 1;
      }
      expect(checked).toBe(5);
      const right = await call('POST', 'auth/login', { body: { email: target.email, password: target.password } });
      expect(right.status).toBe(429);
    });

    it('does not count fewer than 5 failures as a lock', async () => {
      for (let i = 0; i < 4; i++) {
        expect((await call('POST', 'auth/login', { body: { email: bystander.email, password: 'adivinanza-3' } })).status).toBe(401);
      }
      const login = await call('POST', 'auth/login', { body: { email: bystander.email, password: bystander.password } });
      expect(login.status).toBe(200);
    });
  });
});

describe('GET auth/verifyToken', () => {
  it('answers 200 with the user behind the token', async () => {
    const reply = await call('GET', 'auth/verifyToken', { token: ana.token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(userFields);
    expect(reply.body).toMatchObject({ id: ana.userId, email: ana.email, firstName: 'Ana', lastName: 'Torres', token: ana.token });
  });

  it('accepts a token signed by hand with the same secret, algorithm, issuer and audience (control)', async () => {
    const reply = await call('GET', 'auth/verifyToken', { token: await handToken(ana.userId) });
    expect(reply.status).toBe(200);
    expect(reply.body.id).toBe(ana.userId);
  });

  const expectRefused = async (headers: Record<string, string>) => {
    const reply = await call('GET', 'auth/verifyToken', { headers });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: invalidCredentials });
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('answers 401 without a token', () => expectRefused({}));

  it('answers 401 for a garbage token and a non-bearer scheme', async () => {
    await expectRefused(bearer('esto-no-es-un-token'));
    await expectRefused(bearer('a.b.c'));
    await expectRefused({ authorization: 'Bearer' });
    await expectRefused({ authorization: `Basic ${Buffer.from(`${ana.email}:${ana.password}`).toString('base64')}` });
    await expectRefused({ authorization: ana.token });
  });

  it('answers 401 for a token signed with another secret', async () => {
    await expectRefused(bearer(await handToken(ana.userId, { secret: `otro-secreto-${randomUUID()}` })));
  });

  it('answers 401 for an expired token', async () => {
    await expectRefused(bearer(await handToken(ana.userId, { exp: Math.floor(Date.now() / 1000) - 60 })));
  });

  it("answers 401 for an unsigned token with alg 'none'", async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: ana.userId, iss: 'aula-api', aud: 'aula', iat: now, exp: now + 3600 };
    await expectRefused(bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`));
    await expectRefused(bearer(`${base64url({ alg: 'none' })}.${base64url(payload)}`));
  });

  it('answers 401 for another algorithm than HS256, even with the right secret', async () => {
    await expectRefused(bearer(await handToken(ana.userId, { alg: 'HS512' })));
  });

  it('answers 401 for a wrong issuer or audience', async () => {
    await expectRefused(bearer(await handToken(ana.userId, { issuer: 'otra-api' })));
    await expectRefused(bearer(await handToken(ana.userId, { audience: 'otra-app' })));
  });

  it('answers 401 for a well-signed token of a user that does not exist', async () => {
    await expectRefused(bearer(await handToken(randomUUID())));
  });

  it('answers 401 for a well-signed token without a session, or naming a session that is not open and its own', async () => {
    await expectRefused(bearer(await handToken(ana.userId, { sessionId: null })));
    await expectRefused(bearer(await handToken(ana.userId, { sessionId: randomUUID() })));
    await expectRefused(bearer(await handToken(ana.userId, { sessionId: 'no-soy-un-uuid' })));
    // Another user's open session does not lend itself to Ana's name.
    const other = await signUp(api, { firstName: 'Otto', lastName: 'Otro' });
    await expectRefused(bearer(await handToken(ana.userId, { sessionId: sessionOf(other.token) })));
    // A session ended by logging out: the same token, signed by the api, is refused from then on.
    const login = await call('POST', 'auth/login', { body: { email: other.email, password: other.password } });
    expect((await call('POST', 'auth/logout', { token: login.body.token })).status).toBe(200);
    await expectRefused(bearer(login.body.token));
    await expectRefused(bearer(await handToken(other.userId, { sessionId: sessionOf(login.body.token) })));
    expect((await call('GET', 'auth/verifyToken', { token: other.token })).status).toBe(200);
  });

  it('answers 401 on other protected routes too, and keeps working for the valid token', async () => {
    const forged = await handToken(ana.userId, { secret: 'adivinado' });
    expect((await call('GET', 'profile/getOne', { token: forged })).status).toBe(401);
    expect((await call('GET', 'study-group/getAll', { token: forged })).status).toBe(401);
    expect((await call('GET', 'profile/getOne', { token: ana.token })).status).toBe(200);
  });
});

// The bodies of this file pass the same check as auth-signup.test.ts's 'what the api sends back'.
afterAll(() => {
  for (const body of bodies) {
    expect(body).not.toMatch(/password|contraseña123|scrypt\$/i);
    expect(body).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
  }
});
