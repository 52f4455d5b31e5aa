import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi } from './helpers.js';

let api: TestApi;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  api = await startTestApi({ logger: { level: 'trace', stream } });
});
afterAll(() => api?.close());

it('never logs e-mails, phones, passwords, hashes or tokens, not even of a statement that failed', async () => {
  const user = await signUp(api, { firstName: 'Sara', lastName: 'Secreta', password: 'clave-muy-secreta-1' });
  const [stored] = await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.userId]);

  // Every sign-up now fails in the database: the statement and its row are what a careless log would keep.
  await api.db.query('ALTER TABLE users ADD CONSTRAINT no_more_users CHECK (false) NOT VALID');
  const failed = await api.call('POST', 'auth/create', {
    body: { firstName: 'Pedro', lastName: 'Privado', email: 'pedro.privado@aula.test', phone: '+51 912345678', password: 'otra-clave-secreta' },
  });
  expect(failed.status).toBe(500);

  expect((await api.call('POST', 'auth/login', { body: { email: user.email, password: 'clave-equivocada' } })).status).toBe(401);
  expect((await api.call('GET', 'auth/verifyToken', { token: user.token })).status).toBe(200);

  const log = lines.join('');
  expect(log).toContain('unexpected error');
  expect(log).toContain('no_more_users');
  for (const secret of [
    'pedro.privado@aula.test',
    '912345678',
    'otra-clave-secreta',
    'scrypt$',
    user.email,
    'clave-muy-secreta-1',
    'clave-equivocada',
    stored!.password_hash,
    user.token,
  ]) {
    expect(log).not.toContain(secret);
  }
});
