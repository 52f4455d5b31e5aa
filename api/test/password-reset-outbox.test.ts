import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@aula/api';
import { signUp, startTestApi, type TestApi } from './helpers.js';

// Without SMTP_URL (`npm start` on a classroom machine) nothing is sent: each message is kept in the outbox under
// the data directory and its link logged, so whoever runs the product can pass it on. Here too, as `npm start`
// runs it, each client address may make only so many authentication requests a minute.

let api: TestApi;
let outboxDir: string;
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  outboxDir = join(await mkdtemp(join(tmpdir(), 'aula-outbox-test-')), 'outbox');
  const stream = { write: (line: string) => void logLines.push(JSON.parse(line)) };
  api = await startTestApi({ mail: { outboxDir }, appUrl: 'http://aula.example:4000', authRateLimit: 3, logger: { level: 'warn', stream } });
});
afterAll(async () => {
  await api?.close();
  if (outboxDir) await rm(join(outboxDir, '..'), { recursive: true, force: true });
});

/** The outbox's files once there is one, waiting for the job to write it. */
async function outboxFiles() {
  for (let i = 0; i < 100; i++) {
    const files = await readdir(outboxDir).catch(() => []);
    if (files.length) return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nothing in the outbox');
}

describe('the outbox', () => {
  it('lives under the data directory', () => {
    expect(readConfig({ DATA_DIR: '/srv/aula' }).outboxDir).toBe('/srv/aula/outbox');
  });

  it('keeps the reset e-mail as an .eml file with the link, and logs the link as a warning', async () => {
    const user = await signUp(api, { firstName: 'Sin', lastName: 'Servidor' });
    expect((await api.call('POST', 'auth/requestPasswordReset', { body: { email: user.email } })).status).toBe(202);

    const [file, ...others] = await outboxFiles();
    expect(others).toEqual([]);
    expect(file).toMatch(/\.eml$/);
    const mail = await simpleParser(await readFile(join(outboxDir, file!)));
    expect(mail.subject).toBe('Restablecer su contraseña de Aula');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(user.email);
    const link = /http:\/\/aula\.example:4000\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();

    const logged = logLines.find((line) => line.msg.includes(link!));
    expect(logged?.level).toBe(40);

    // The link works as the e-mailed one would.
    const token = new URL(link!).searchParams.get('token');
    const reset = await api.call('POST', 'auth/resetPassword', { body: { token, password: 'clave-desde-el-log' } });
    expect(reset.status).toBe(200);
  });
});

describe('per client address', () => {
  it('limits reset requests like logins, whatever the e-mail', async () => {
    // 3 a minute here, every e-mail from one address counted together; the test above made one request.
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await api.call('POST', 'auth/requestPasswordReset', { body: { email: `persona${i}@aula.test` } }));
    expect(replies.map((reply) => reply.status)).toEqual([202, 202, 429]);
    expect(replies[2]!.body.message).toMatch(/^Demasiadas solicitudes/);
    expect(Number(replies[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
