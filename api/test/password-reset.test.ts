import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@aula/api';
import { livePrefix, sessionsEndedTopic } from '../src/features/notifications/delivery.js';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../scripts/mailCatcher.js';

// Password recovery by e-mail, followed as a user would: the request, the e-mail received by a real SMTP server,
// the link's token, the new password. And what must not happen: a reply or a mail that tells whether an address
// has an account, a token kept readable in the database, a link that works twice or late.

const appUrl = 'http://aula.example:4000';
const invalidLink = 'El enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.';

let smtp: TestSmtpServer;
let api: TestApi;
const events = new EventTarget();

beforeAll(async () => {
  smtp = await startSmtpServer();
  api = await startTestApi({ mail: { smtpUrl: smtp.url }, appUrl, notificationEvents: events });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const requestReset = (email: string) => api.call('POST', 'auth/requestPasswordReset', { body: { email } });
const resetWith = (token: string, password: string, remember = false) =>
  api.call('POST', 'auth/resetPassword', { body: { token, password, remember } });

/** The link in a mail's text, and the token it carries. */
function linkOf(mail: ReceivedMail) {
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  return { link, token: new URL(link).searchParams.get('token')! };
}

/** Resolves once no reset mail job of this database waits or runs: every request so far has been handled. */
async function resetJobsDone(db: Database) {
  const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
  const queueSchema = schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
  for (let i = 0; i < 100; i++) {
    const [pending] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${queueSchema}".job WHERE name = 'password-reset-mail' AND state IN ('created', 'retry', 'active')`,
    );
    if (pending!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('reset mail jobs still pending');
}

describe('password recovery by e-mail', () => {
  let user: TestUser;
  let token: string;

  it('answers 202 and mails a Spanish message with a link to the web app', async () => {
    user = await signUp(api, { firstName: 'Rocío', lastName: 'Olvido' });
    // The address as the person types it: spaces and capitals are the same account, as at login.
    const reply = await requestReset(`  ${user.email.toUpperCase()} `);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ accepted: true });

    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Restablecer su contraseña de Aula');
    expect(mail.from).toBe('"Aula" <no-reply@aula.local>');
    const link = linkOf(mail);
    expect(link.link).toMatch(new RegExp(`^${appUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain('Hola, Rocío:');
    expect(mail.text).toContain('válido durante 1 hora y sirve una sola vez');
    expect(mail.text).toContain('Si usted no lo pidió, puede ignorar este correo: su contraseña no cambiará.');
    expect(mail.html).toContain(`href="${link.link}"`);
    token = link.token;
  });

  it('keeps only a SHA-256 of the token in the database', async () => {
    const rows = await api.db.query<{ token_hash: Uint8Array }>('SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(1);
    const stored = Buffer.from(rows[0]!.token_hash);
    expect(stored.equals(Buffer.from(token))).toBe(false);
    expect(stored.equals(createHash('sha256').update(token).digest())).toBe(true);
  });

  it('sets the new password with the link, ends every session of the account and logs in', async () => {
    const otherDevice = await api.call('POST', 'auth/login', { body: { email: user.email, password: user.password } });
    expect(otherDevice.status).toBe(200);
    // The gateways hear it and close the ended sessions' live streams.
    let announced = false;
    events.addEventListener(`${await livePrefix(api.db)}${sessionsEndedTopic}:${user.profileId}`, () => (announced = true), { once: true });

    const reset = await resetWith(token, 'nueva-clave-segura', true);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id: user.userId, email: user.email, firstName: 'Rocío', isActive: true });
    expect(reset.body.token).toEqual(expect.any(String));
    expect(reset.body.deviceToken).toEqual(expect.any(String));
    // Remembered: the new session lasts 30 days unless used.
    expect(Date.parse(reset.body.sessionExpiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    expect((await api.call('GET', 'auth/verifyToken', { token: reset.body.token })).status).toBe(200);
    for (const old of [user.token, otherDevice.body.token]) expect((await api.call('GET', 'auth/verifyToken', { token: old })).status).toBe(401);
    expect(announced).toBe(true);

    const oldPassword = await api.call('POST', 'auth/login', { body: { email: user.email, password: user.password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await api.call('POST', 'auth/login', { body: { email: user.email, password: 'nueva-clave-segura' } });
    expect(newPassword.status).toBe(200);
  });

  it('refuses the same link a second time', async () => {
    const again = await resetWith(token, 'otra-clave-segura');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ statusCode: 400, error: 'Bad Request', message: invalidLink });
    expect((await api.call('POST', 'auth/login', { body: { email: user.email, password: 'otra-clave-segura' } })).status).toBe(401);
  });

  it('refuses an expired link, an unknown one, and a deactivated account’s, leaving the password as it was', async () => {
    const late = await signUp(api, { firstName: 'Tardío', lastName: 'Enlace' });
    expect((await requestReset(late.email)).status).toBe(202);
    const lateToken = linkOf(await smtp.waitForMail(late.email)).token;
    await api.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [late.userId]);

    const gone = await signUp(api, { firstName: 'Ida', lastName: 'Baja' });
    expect((await requestReset(gone.email)).status).toBe(202);
    const goneToken = linkOf(await smtp.waitForMail(gone.email)).token;
    await api.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.userId]);

    for (const refused of [lateToken, goneToken, 'inventado-por-alguien']) {
      const reply = await resetWith(refused, 'nueva-clave-segura');
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(invalidLink);
    }
    expect((await api.call('POST', 'auth/login', { body: { email: late.email, password: late.password } })).status).toBe(200);
  });

  it("refuses a new password that breaks sign-up's rules, and keeps the link usable", async () => {
    const short = await signUp(api, { firstName: 'Breve', lastName: 'Clave' });
    await requestReset(short.email);
    const shortToken = linkOf(await smtp.waitForMail(short.email)).token;
    const refused = await resetWith(shortToken, 'corta');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('La contraseña debe tener un mínimo de 8 caracteres');
    expect((await resetWith(shortToken, 'larga-y-segura')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a registered one, and mails nobody', async () => {
    const known = await signUp(api, { firstName: 'Conocida', lastName: 'Cuenta' });
    const stranger = 'nadie-registrado@aula.test';
    const registered = await requestReset(known.email);
    const unregistered = await requestReset(stranger);
    expect(unregistered.status).toBe(registered.status);
    expect(unregistered.body).toEqual(registered.body);
    expect(unregistered.headers.get('content-type')).toBe(registered.headers.get('content-type'));

    await smtp.waitForMail(known.email);
    await resetJobsDone(api.db);
    expect(smtp.received.filter((mail) => mail.to.includes(stranger))).toEqual([]);
  });

  it('mails each e-mail at most 3 links an hour, answering further requests the same, and the links still work', async () => {
    const busy = await signUp(api, { firstName: 'Insistente', lastName: 'Pérez' });
    const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
    for (const email of [busy.email, 'insistente-sin-cuenta@aula.test']) {
      const replies = [];
      for (let i = 0; i < 3; i++) replies.push(await requestReset(email));
      // Whoever asks a fourth time (the owner, or someone keeping the owner out of recovery) is told the same.
      replies.push(await requestReset(email.toUpperCase()));
      for (const reply of replies) expect([reply.status, reply.body]).toEqual([202, { accepted: true }]);
    }
    await resetJobsDone(api.db);
    expect(mailsTo(busy.email)).toHaveLength(3);
    expect(mailsTo('insistente-sin-cuenta@aula.test')).toEqual([]);
    // Nothing past the cap is kept either: three requests of the hour, one row each.
    const [kept] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_requests WHERE email_hash = $1', [
      createHash('sha256').update(busy.email).digest(),
    ]);
    expect(kept!.n).toBe(3);

    // The owner is not locked out: any link already mailed sets the new password.
    const reset = await resetWith(linkOf(mailsTo(busy.email).at(-1)!).token, 'clave-recuperada');
    expect(reset.status).toBe(200);
    // Another address is counted on its own.
    expect((await requestReset('otra-persona@aula.test')).status).toBe(202);
  });
});
