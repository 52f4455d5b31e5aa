import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type CallOptions, type TestApi, type TestUser } from './helpers.js';

const invalidCredentials = 'Las credenciales no son válidas';
const userFields = ['email', 'firstName', 'id', 'isActive', 'lastName', 'phone', 'subscriptionMethod', 'token'];

let api: TestApi;
/** Every body this file received, checked at the end for leaked hashes and stacks. */
const bodies: string[] = [];

async function call(method: string, path: string, options?: CallOptions) {
  const reply = await api.call(method, path, options);
  bodies.push(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  return reply;
}

const validSignUp = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Carmen',
  lastName: 'Rojas',
  email: `carmen-${randomUUID().slice(0, 8)}@aula.test`,
  phone: '+51 987654321',
  password: 'contraseña123',
  ...overrides,
});

/** A token signed by hand: the api's own secret, issuer and audience unless a test changes one of them. */
function handToken(
  userId: string,
  { secret = api.jwtSecret, alg = 'HS256', issuer = 'aula-api', audience = 'aula', exp = '1h' as string | number } = {},
) {
  return new SignJWT({})
    .setProtectedHeader({ alg })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(typeof exp === 'number' ? exp - 3600 : undefined)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let ana: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  ana = await signUp(api, { firstName: 'Ana', lastName: 'Torres' });
});
afterAll(() => api?.close());

describe('POST auth/create (sign-up)', () => {
  it('answers 201 with the user and a working token, normalising names, e-mail and phone', async () => {
    const reply = await call('POST', 'auth/create', {
      body: {
        firstName: '  María   José ',
        lastName: ' Quispe  Mamani ',
        email: '  Maria.Quispe@Aula.TEST ',
        phone: '+51 987-654 321',
        password: 'contraseña123',
      },
    });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(userFields);
    expect(reply.body).toMatchObject({
      firstName: 'María José',
      lastName: 'Quispe Mamani',
      email: 'maria.quispe@aula.test',
      phone: '+51 987654321',
      subscriptionMethod: null,
      isActive: true,
    });
    expect(reply.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const verified = await call('GET', 'auth/verifyToken', { token: reply.body.token });
    expect(verified.status).toBe(200);
    expect(verified.body.id).toBe(reply.body.id);

    // The profile exists at once, with a username derived from the names (accents and spaces dropped).
    const profile = await call('GET', 'profile/getOne', { token: reply.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ userId: reply.body.id, username: 'mariajosequispemamani', studyGroupsIDs: [] });

    // The e-mail was stored normalised: logging in with the plain form works.
    const login = await call('POST', 'auth/login', { body: { email: 'maria.quispe@aula.test', password: 'contraseña123' } });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(reply.body.id);
  });

  it.each([
    ['+51987654321', '+51 987654321'],
    ['+1-202-555-0123', '+1 2025550123'],
    [' +34 612 345 678 ', '+34 612345678'],
    ['+52 55-1234-5678', '+52 5512345678'],
  ])('stores the phone %j as %j (country code, a space, the digits)', async (phone, stored) => {
    const reply = await call('POST', 'auth/create', { body: validSignUp({ phone }) });
    expect(reply.status).toBe(201);
    expect(reply.body.phone).toBe(stored);
  });

  it('gives two users with the same names distinct usernames', async () => {
    const first = await signUp(api, { firstName: 'Rosa', lastName: 'Huamán' });
    const second = await signUp(api, { firstName: 'Rosa', lastName: 'Huamán' });
    expect(first.username).toBe('rosahuaman');
    expect(second.username).not.toBe(first.username);
    expect(second.username).toMatch(/^rosahuaman\d+$/);
    expect(second.profileId).not.toBe(first.profileId);
  });

  it('signs up namesakes arriving at the same moment, each with its own username', async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', 'auth/create', { body: validSignUp({ firstName: 'Juan', lastName: 'Pérez' }) })),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const usernames = await Promise.all(
      replies.map(async (r) => (await call('GET', 'profile/getOne', { token: r.body.token })).body.username as string),
    );
    expect(new Set(usernames).size).toBe(4);
    for (const username of usernames) expect(username).toMatch(/^juanperez\d*$/);
  });

  it('lets only one of several simultaneous sign-ups with one e-mail through', async () => {
    const email = `simultaneo-${randomUUID().slice(0, 8)}@aula.test`;
    const replies = await Promise.all([1, 2, 3].map(() => call('POST', 'auth/create', { body: validSignUp({ email }) })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of replies.filter((r) => r.status === 409)) expect(r.body.message).toBe('Este usuario ya existe');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a short first name', { firstName: 'Al' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a first name short after trimming', { firstName: '   Al    ' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a missing first name', { firstName: undefined }, 'Necesita tener 3 caracteres como mínimo'],
    ['a short last name', { lastName: 'Li' }, 'Necesita tener 3 caracteres como mínimo'],
    ['a last name of spaces', { lastName: '      ' }, 'Necesita tener 3 caracteres como mínimo'],
    ['an e-mail without @', { email: 'carmen.aula.test' }, 'El correo debe tener un formato adecuado'],
    ['an e-mail without domain', { email: 'carmen@' }, 'El correo debe tener un formato adecuado'],
    ['an e-mail with spaces inside', { email: 'car men@aula.test' }, 'El correo debe tener un formato adecuado'],
    ['a missing e-mail', { email: undefined }, 'El correo electrónico es obligatorio'],
    ['an empty e-mail', { email: '   ' }, 'El correo electrónico es obligatorio'],
    ['a phone without country code', { phone: '987654321' }, 'Debe tener formato de celular'],
    ['a phone with letters', { phone: '+51 98765abcd' }, 'Debe tener formato de celular'],
    ['a phone too short', { phone: '+51 123' }, 'Debe tener formato de celular'],
    ['a missing phone', { phone: undefined }, 'Debe tener formato de celular'],
    ['a short password', { password: 'corta12' }, 'La contraseña debe tener un mínimo de 8 caracteres'],
    ['a missing password', { password: undefined }, 'La contraseña es obligatoria'],
    ['an empty password', { password: '' }, 'La contraseña es obligatoria'],
  ];

  it.each(invalid)('refuses %s with 400 and its message', async (_case, overrides, message) => {
    const reply = await call('POST', 'auth/create', { body: validSignUp(overrides) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('creates nothing when the input is refused', async () => {
    const email = `refused-${randomUUID().slice(0, 8)}@aula.test`;
    expect((await call('POST', 'auth/create', { body: validSignUp({ email, phone: 'no' }) })).status).toBe(400);
    const created = await call('POST', 'auth/create', { body: validSignUp({ email }) });
    expect(created.status).toBe(201);
  });

  it('answers 409 for an e-mail already registered, also differing only in case and spaces', async () => {
    const repeated = await call('POST', 'auth/create', { body: validSignUp({ email: ana.email }) });
    expect(repeated.status).toBe(409);
    expect(repeated.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Este usuario ya existe' });

    const shouted = await call('POST', 'auth/create', { body: validSignUp({ email: `  ${ana.email.toUpperCase()} ` }) });
    expect(shouted.status).toBe(409);
    expect(shouted.body.message).toBe('Este usuario ya existe');

    // The first account is untouched: its password still works.
    const login = await call('POST', 'auth/login', { body: { email: ana.email, password: ana.password } });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(ana.userId);
  });
});

describe('POST auth/login', () => {
  it('answers 200 with the user and a fresh token, accepting the e-mail in any case', async () => {
    const reply = await call('POST', 'auth/login', { body: { email: ` ${ana.email.toUpperCase()}  `, password: ana.password } });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(userFields);
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

    it('answers 429 in Spanish after 5 failed logins, even with the right password, for 30 s, and spares other accounts', async () => {
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

  it('answers 401 on other protected routes too, and keeps working for the valid token', async () => {
    const forged = await handToken(ana.userId, { secret: 'adivinado' });
    expect((await call('GET', 'profile/getOne', { token: forged })).status).toBe(401);
    expect((await call('GET', 'study-group/getAll', { token: forged })).status).toBe(401);
    expect((await call('GET', 'profile/getOne', { token: ana.token })).status).toBe(200);
  });
});

describe('what the api sends back', () => {
  it('never contains a password, its hash or a stack', () => {
    expect(bodies.length).toBeGreaterThan(40);
    for (const body of bodies) {
      expect(body).not.toMatch(/password|contraseña123|scrypt\$/i);
      expect(body).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
    }
  });
});
