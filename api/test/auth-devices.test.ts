import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.js';

// Device tokens (OWASP's device cookies): a browser that logged in to an account is a known device of it, and
// strangers' failed logins never lock it out. Addresses come from the documentation ranges, sent as
// X-Forwarded-For to an api that trusts its proxy (as the gateway forwards them).

const home = '198.51.100.20';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ trustProxy: true });
});
afterAll(() => api?.close());

interface Account {
  email: string;
  password: string;
  /** The device token of the browser that signed up. */
  deviceToken: string;
}

async function signUp(firstName: string): Promise<Account> {
  const email = `${firstName
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}-${randomUUID().slice(0, 8)}@aula.test`;
  const body = { firstName, lastName: 'Dispositivo', email, phone: '+51 987654321', password: 'contraseña123' };
  const created = await api.call('POST', 'auth/create', { body, headers: { 'x-forwarded-for': home } });
  expect(created.status).toBe(201);
  return { email: body.email, password: body.password, deviceToken: created.body.deviceToken };
}

const logIn = (email: string, password: string, from: string, deviceToken?: string) =>
  api.call('POST', 'auth/login', {
    body: { email, password, ...(deviceToken === undefined ? {} : { deviceToken }) },
    headers: { 'x-forwarded-for': from },
  });

const refusedAsTooMany = (reply: { status: number; body: any; headers: Headers }) => {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.stringMatching(/^Demasiados intentos fallidos\. Inténtelo de nuevo en \d+ (segundos|minutos?)$/),
  });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(reply.body.token).toBeUndefined();
};

/** Changes one character of the signature: the token no longer verifies. */
const tampered = (token: string) => token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);

describe('a storm of wrong passwords from many addresses', () => {
  let owner: Account;
  let stranger: Account;
  const addresses = Array.from({ length: 40 }, (_, i) => `203.0.113.${i + 1}`);

  beforeAll(async () => {
    owner = await signUp('Olga');
    stranger = await signUp('Esteban');
    // 200 failures: 5 wrong passwords from each of 40 addresses, 4 addresses at a time.
    for (let i = 0; i < addresses.length; i += 4) {
      const statuses = await Promise.all(
        addresses.slice(i, i + 4).map(async (address) => {
          const seen: number[] = [];
          for (let n = 0; n < 5; n++) seen.push((await logIn(owner.email, `adivinanza-${address}-${n}`, address)).status);
          return seen;
        }),
      );
      expect(statuses.flat().filter((status) => status !== 401 && status !== 429)).toEqual([]);
    }
    // About 100 of them check a password (scrypt): minutes on a busy machine, not a measure of anything.
  }, 300_000);

  it('refuses unknown clients with the right password: the account is locked for them', async () => {
    refusedAsTooMany(await logIn(owner.email, owner.password, home));
    refusedAsTooMany(await logIn(owner.email, owner.password, '192.0.2.200'));
  });

  it("does not count another account's device token, a tampered one or a session token as the owner's device", async () => {
    refusedAsTooMany(await logIn(owner.email, owner.password, home, stranger.deviceToken));
    refusedAsTooMany(await logIn(owner.email, owner.password, home, tampered(owner.deviceToken)));
    const session = await logIn(stranger.email, stranger.password, home);
    refusedAsTooMany(await logIn(owner.email, owner.password, home, session.body.token));
    refusedAsTooMany(await logIn(owner.email, owner.password, home, 'no-es-un-token'));
  });

  it("lets the owner's known device in at once, even from an address the storm came from, with a fresh device token", async () => {
    for (const from of [home, addresses[0]!]) {
      const reply = await logIn(owner.email, owner.password, from, owner.deviceToken);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ email: owner.email, token: expect.any(String), deviceToken: expect.any(String) });
      expect(reply.body.deviceToken).not.toBe(owner.deviceToken);
      expect((await api.call('GET', 'auth/verifyToken', { token: reply.body.token })).status).toBe(200);
      // The fresh one is a known device too.
      expect((await logIn(owner.email, owner.password, from, reply.body.deviceToken)).status).toBe(200);
    }
  });
});

describe("a known device's own failures", () => {
  it('lock that device alone after 5, with the usual wait, and neither the owner elsewhere nor other devices', async () => {
    const owner = await signUp('Diana');
    const other = (await logIn(owner.email, owner.password, home)).body.deviceToken as string;
    for (let n = 0; n < 5; n++) expect((await logIn(owner.email, `equivocada-${n}`, home, owner.deviceToken)).status).toBe(401);
    const locked = await logIn(owner.email, owner.password, home, owner.deviceToken);
    refusedAsTooMany(locked);
    expect(locked.body.message).toBe('Demasiados intentos fallidos. Inténtelo de nuevo en 30 segundos');

    // The device's failures did not count for its address nor for the account.
    expect((await logIn(owner.email, owner.password, home)).status).toBe(200);
    expect((await logIn(owner.email, owner.password, '192.0.2.33', other)).status).toBe(200);
    refusedAsTooMany(await logIn(owner.email, owner.password, '192.0.2.34', owner.deviceToken));
  });

  it('are counted before the password is checked, so a burst with one device token checks at most 5', async () => {
    const owner = await signUp('Ramiro');
    const burst = await Promise.all(Array.from({ length: 10 }, (_, n) => logIn(owner.email, `rafaga-${n}`, home, owner.deviceToken)));
    const statuses = burst.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  });
});

describe('device tokens', () => {
  it('come with every sign-up and login, a fresh one each time', async () => {
    const owner = await signUp('Lidia');
    expect(owner.deviceToken).toEqual(expect.any(String));
    const first = await logIn(owner.email, owner.password, home);
    const second = await logIn(owner.email, owner.password, home, first.body.deviceToken);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(new Set([owner.deviceToken, first.body.deviceToken, second.body.deviceToken]).size).toBe(3);
  });

  it('are not session tokens', async () => {
    const owner = await signUp('Sara');
    expect((await api.call('GET', 'auth/verifyToken', { token: owner.deviceToken })).status).toBe(401);
    expect((await api.call('GET', 'profile/getOne', { token: owner.deviceToken })).status).toBe(401);
  });

  it('hold a keyed hash of the e-mail they were issued for and a nonce, nothing readable: the browser keeps them after logout', async () => {
    const owner = await signUp('Nora');
    const token = owner.deviceToken as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'sub']);
    expect(claims.sub).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token.split('.')[1]!, 'base64url').toString()).not.toContain(owner.email);
    expect(claims.aud).toBe('aula-device');
    // Still tied to that account: it names a known device of Nora's, never of another's.
    const other = await signUp('Noelia');
    const theirs = JSON.parse(Buffer.from((other.deviceToken as string).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(theirs.sub).not.toBe(claims.sub);
  });

  it('refuses an overlong device token with 400 in Spanish', async () => {
    const reply = await logIn('alguien@aula.test', 'contraseña123', home, 'x'.repeat(2001));
    expect(reply.status).toBe(400);
    // Said in Spanish without the field's internal name.
    expect(reply.body.message).toBe('El token del dispositivo no es válido');
  });
});

describe('unknown clients over IPv6', () => {
  it('count a whole /64 as one address, and other /64s apart', async () => {
    const owner = await signUp('Iván');
    for (let n = 1; n <= 5; n++) expect((await logIn(owner.email, 'equivocada', `2001:db8:0:1::${n}`)).status).toBe(401);
    refusedAsTooMany(await logIn(owner.email, owner.password, '2001:db8:0:1:ffff::99'));
    expect((await logIn(owner.email, owner.password, '2001:db8:0:2::1')).status).toBe(200);
  });

  it('count an IPv4 address written as IPv6 as that IPv4 address', async () => {
    const owner = await signUp('Inés');
    for (let n = 1; n <= 5; n++) expect((await logIn(owner.email, 'equivocada', '192.0.2.77')).status).toBe(401);
    refusedAsTooMany(await logIn(owner.email, owner.password, '::ffff:192.0.2.77'));
  });
});
