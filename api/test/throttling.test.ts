import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Client addresses from the documentation ranges, sent as X-Forwarded-For to an api that trusts its proxy.
const attacker = '203.0.113.7';
const home = '198.51.100.20';

let api: TestApi;
let teacher: TestUser;

beforeAll(async () => {
  api = await startTestApi({ trustProxy: true });
  teacher = await signUp(api, { firstName: 'Teresa', lastName: 'Docente' });
});
afterAll(() => api?.close());

const logIn = (email: string, password: string, from: string, target = api) =>
  target.call('POST', 'auth/login', { body: { email, password }, headers: { 'x-forwarded-for': from } });

/** Ends the current wait of a row, as if its time had passed. */
const waitPasses = (email: string, client: string) =>
  api.db.query(`UPDATE login_throttle SET locked_until = now() WHERE email = $1 AND client = $2`, [email, client]);

const tooMany = (reply: { status: number; body: any; headers: Headers }, seconds: number, wait: string) => {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: `Demasiados intentos fallidos. Inténtelo de nuevo en ${wait}` });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(seconds - 1);
  expect(Number(reply.headers.get('retry-after'))).toBeLessThanOrEqual(seconds);
};

describe('failed logins of unknown clients (no device token), per account and client address', () => {
  it('holds up a storm of wrong passwords from one address without locking the owner out from another', async () => {
    for (let i = 0; i < 5; i++) expect((await logIn(teacher.email, `adivinanza-${i}`, attacker)).status).toBe(401);
    tooMany(await logIn(teacher.email, teacher.password, attacker), 30, '30 segundos');

    const owner = await logIn(teacher.email, teacher.password, home);
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(teacher.userId);
  });

  it('makes each further try from that address wait twice as long, up to 15 minutes', async () => {
    for (const [seconds, wait] of [
      [60, '1 minuto'],
      [120, '2 minutos'],
      [240, '4 minutos'],
      [480, '8 minutos'],
      [900, '15 minutos'],
      [900, '15 minutos'],
    ] as const) {
      await waitPasses(teacher.email, attacker);
      expect((await logIn(teacher.email, 'otra-adivinanza', attacker)).status).toBe(401);
      tooMany(await logIn(teacher.email, 'otra-adivinanza', attacker), seconds, wait);
    }
    expect((await logIn(teacher.email, teacher.password, home)).status).toBe(200);
  });

  it('forgets the failures of an address once it logs in with the right password', async () => {
    const student = await signUp(api, { firstName: 'Sofía', lastName: 'Olvido' });
    for (let i = 0; i < 4; i++) expect((await logIn(student.email, 'equivocada', home)).status).toBe(401);
    expect((await logIn(student.email, student.password, home)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await logIn(student.email, 'equivocada', home)).status).toBe(401);
    expect((await logIn(student.email, student.password, home)).status).toBe(200);
  });

  it('holds up every unknown client once unknown clients failed 100 times in all, from any addresses', async () => {
    const target = await signUp(api, { firstName: 'Tomás', lastName: 'Techo' });
    // 99 failures already came from other addresses; one more from a fresh one reaches the ceiling.
    await api.db.query(`INSERT INTO login_throttle (email, client, failures, forget_at) VALUES ($1, '', 99, now() + interval '15 minutes')`, [
      target.email,
    ]);
    expect((await logIn(target.email, 'equivocada', '192.0.2.1')).status).toBe(401);
    tooMany(await logIn(target.email, target.password, home), 30, '30 segundos');
  });

  it('counts unknown e-mails too, so a refusal tells nothing about who has an account', async () => {
    const nobody = `nadie-${randomUUID()}@aula.test`;
    for (let i = 0; i < 5; i++) expect((await logIn(nobody, 'cualquiera-1', attacker)).status).toBe(401);
    tooMany(await logIn(nobody, 'cualquiera-1', attacker), 30, '30 segundos');
  });
});

describe('without TRUST_PROXY', () => {
  let direct: TestApi;
  beforeAll(async () => {
    direct = await startTestApi();
  });
  afterAll(() => direct?.close());

  it('ignores X-Forwarded-For: a storm cannot pose as many addresses', async () => {
    const user = await signUp(direct, { firstName: 'Néstor', lastName: 'Directo' });
    for (let i = 0; i < 5; i++) expect((await logIn(user.email, 'equivocada', `192.0.2.${i + 1}`, direct)).status).toBe(401);
    expect((await logIn(user.email, user.password, '192.0.2.99', direct)).status).toBe(429);
  });
});

describe('rate limit on the authentication routes', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ trustProxy: true, authRateLimit: 3 });
  });
  afterAll(() => limited?.close());

  it('answers 429 in Spanish past the limit for one address, and spares the others', async () => {
    const body = { email: 'alguien@aula.test', password: 'contraseña123' };
    const from = (address: string) => ({ body, headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 3; i++) expect((await limited.call('POST', 'auth/login', from(attacker))).status).toBe(401);
    const refused = await limited.call('POST', 'auth/login', from(attacker));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Demasiadas solicitudes\. Inténtelo de nuevo en (1 minuto|\d+ segundos)$/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.call('POST', 'auth/create', { body: {}, headers: { 'x-forwarded-for': attacker } })).status).toBe(400);

    expect((await limited.call('POST', 'auth/login', from(home))).status).toBe(401);
    // Other routes are not limited.
    for (let i = 0; i < 5; i++)
      expect((await limited.call('GET', 'auth/verifyToken', { headers: { 'x-forwarded-for': attacker } })).status).toBe(401);
  });

  it('gives a known device a login budget of its own, which others at its address cannot spend', async () => {
    const owner = await signUp(limited, { firstName: 'Clara', lastName: 'Compartida' });
    const login = (from: string, body: object) => limited.call('POST', 'auth/login', { body, headers: { 'x-forwarded-for': from } });
    const { deviceToken } = (await login('192.0.2.50', { email: owner.email, password: owner.password })).body;
    // A classmate on the school's shared address spends its budget.
    const shared = '192.0.2.51';
    for (let i = 0; i < 3; i++) expect((await login(shared, { email: owner.email, password: 'equivocada' })).status).toBe(401);
    expect((await login(shared, { email: owner.email, password: owner.password })).status).toBe(429);
    // A tampered device token is no way around it.
    expect((await login(shared, { email: owner.email, password: owner.password, deviceToken: `${deviceToken}x` })).status).toBe(429);

    const own = await login(shared, { email: owner.email, password: owner.password, deviceToken });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(owner.userId);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const body = { email: 'otra-persona@aula.test', password: 'contraseña123' };
    for (let i = 1; i <= 3; i++) {
      expect((await limited.call('POST', 'auth/login', { body, headers: { 'x-forwarded-for': `2001:db8:0:7::${i}` } })).status).toBe(401);
    }
    expect((await limited.call('POST', 'auth/login', { body, headers: { 'x-forwarded-for': '2001:db8:0:7:abcd::1' } })).status).toBe(429);
  });
});
