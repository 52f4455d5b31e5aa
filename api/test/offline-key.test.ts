import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';
import { plantResetToken } from './passwordResetFixture.js';

// Issue 32: each account's offline key, with which the web encrypts what it keeps on the device. It comes with
// every way in (sign-up, login, a reset) and from GET /profile/offlineKey, never cached; it is the same for every
// session of the account and survives logout (the same student's queued answers open again after the next login),
// differs between accounts, and is gone with the account (its devices' data can never be opened again).

let api: TestApi;
let ana: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  ana = await signUp(api, { firstName: 'Ana', lastName: 'Quispe' });
  bruno = await signUp(api, { firstName: 'Bruno', lastName: 'Rojas' });
});
afterAll(() => api.close());

const readKey = (token: string) => api.call('GET', 'profile/offlineKey', { token });
const logIn = async (user: TestUser) => (await api.call('POST', 'auth/login', { body: { email: user.email, password: user.password } })).body;

/** A key as the web imports it: 32 bytes (AES-256) in base64. */
const isKey = (key: unknown) =>
  typeof key === 'string' && Buffer.from(key, 'base64').length === 32 && Buffer.from(key, 'base64').toString('base64') === key;

describe('the offline key', () => {
  it('comes with sign-up and from GET /profile/offlineKey, the same, and is never cached', async () => {
    const created = await api.call('POST', 'auth/create', {
      body: { firstName: 'Carla', lastName: 'Soto', email: 'carla.soto@aula.test', phone: '+51 987654321', password: 'contraseña123' },
    });
    expect(created.status).toBe(201);
    expect(isKey(created.body.offlineKey)).toBe(true);

    const read = await readKey(created.body.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ offlineKey: created.body.offlineKey });
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('is the same for every session of an account, and different between accounts', async () => {
    const first = (await readKey(ana.token)).body.offlineKey;
    const otherDevice = await logIn(ana);
    expect(otherDevice.offlineKey).toBe(first);
    expect((await readKey(otherDevice.token)).body.offlineKey).toBe(first);

    const hers = (await readKey(bruno.token)).body.offlineKey;
    expect(isKey(hers)).toBe(true);
    expect(hers).not.toBe(first);
    expect((await logIn(bruno)).offlineKey).toBe(hers);
  });

  it('is unchanged by logout, and out of reach of the ended session', async () => {
    const session = await logIn(ana);
    const before = session.offlineKey;
    expect((await api.call('POST', 'auth/logout', { token: session.token })).status).toBe(200);
    expect((await readKey(session.token)).status).toBe(401);
    expect((await logIn(ana)).offlineKey).toBe(before);
  });

  it('comes with a password reset, unchanged', async () => {
    const before = (await readKey(bruno.token)).body.offlineKey;
    const token = await plantResetToken(api.db, bruno.userId);
    const reset = await api.call('POST', 'auth/resetPassword', { body: { token, password: 'clave-nueva-456' } });
    expect(reset.status).toBe(200);
    expect(reset.body.offlineKey).toBe(before);
    bruno = { ...bruno, token: reset.body.token, password: 'clave-nueva-456' };
  });

  it('is gone with the account: the same e-mail signed up again gets another', async () => {
    const leaving = await signUp(api, { firstName: 'Diego', lastName: 'Saliente' });
    const key = (await readKey(leaving.token)).body.offlineKey;
    const deleted = await api.call('POST', 'auth/deleteAccount', { token: leaving.token, body: { password: leaving.password } });
    expect(deleted.status).toBe(200);
    expect(await api.db.query('SELECT 1 FROM offline_keys WHERE user_id = $1', [leaving.userId])).toEqual([]);
    expect((await readKey(leaving.token)).status).toBe(401);

    const again = await api.call('POST', 'auth/create', {
      body: { firstName: 'Diego', lastName: 'Nuevo', email: leaving.email, phone: '+51 987654321', password: 'contraseña123' },
    });
    expect(again.status).toBe(201);
    expect(isKey(again.body.offlineKey)).toBe(true);
    expect(again.body.offlineKey).not.toBe(key);
  });

  it('is made once when first asked for in parallel', async () => {
    const user = await signUp(api, { firstName: 'Elena', lastName: 'Paralela' });
    // As if the account predated keys: the first needs race to make it.
    await api.db.query('DELETE FROM offline_keys WHERE user_id = $1', [user.userId]);
    const keys = await Promise.all(Array.from({ length: 5 }, () => readKey(user.token)));
    expect(keys.map((k) => k.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(keys.map((k) => k.body.offlineKey)).size).toBe(1);
  });
});
