import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../scripts/mailCatcher.js';
import { accountsProduct, chromeOnAndroid, expectRefusal, password, viewerOf } from './accountsHarness.js';

// Password recovery through GraphQL, the e-mail received by a real SMTP server started here: the same answer for
// any e-mail, the link's token resetting the password and logging in, and the refusals (a used or unknown link, a
// password against the rules), and the cap on mails to one e-mail.

const appUrl = 'http://aula.example:4000';
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
const product = accountsProduct(() => ({ mail: { smtpUrl: smtp.url }, appUrl }));

const requestDoc = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }';
const resetDoc = `mutation($input: ResetPasswordInput!) {
  resetPassword(input: $input) { token sessionExpiresAt deviceToken user { email } profile { username } }
}`;
const invalidLink = 'El enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.';

/** The token of the reset link in a mail, which points at the web app's reset page. */
function tokenOf(mail: ReceivedMail) {
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(`${link.origin}${link.pathname}`).toBe(`${appUrl}/reset-password`);
  return link.searchParams.get('token')!;
}

/** Resolves once no reset mail job waits or runs: every request so far has been handled (mailed or not). */
async function resetMailsHandled() {
  for (let i = 0; i < 100; i++) {
    const [pending] = await product.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'password-reset-mail' AND state IN ('created', 'retry', 'active')`,
    );
    if (pending!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('reset mail jobs still pending');
}

describe('requestPasswordReset and resetPassword', () => {
  it('answers the same for an unknown e-mail, and mails a link only to an account', async () => {
    const person = await product.signUp('Olivia');
    const stranger = 'nadie-aqui@cuentas.test';
    const unknown = await product.graphql(requestDoc, { input: { email: stranger } });
    const known = await product.graphql(requestDoc, { input: { email: ` ${person.email.toUpperCase()}` } });
    expect(known).toEqual({ data: { requestPasswordReset: { accepted: true } } });
    expect(unknown).toEqual(known);
    const mail = await smtp.waitForMail(person.email);
    expect(mail.subject).toBe('Restablecer su contraseña de Aula');
    tokenOf(mail);
    await resetMailsHandled();
    expect(smtp.received.filter((m) => m.to.includes(stranger))).toEqual([]);

    const malformed = await product.graphql(requestDoc, { input: { email: 'sin-arroba' } });
    expectRefusal(malformed, 'requestPasswordReset', 'BAD_USER_INPUT', 'El correo debe tener un formato adecuado', 'email');
  });

  it("the link's token sets the new password, ends every session and logs in; it works once", async () => {
    const person = await product.signUp('Marco');
    const other = await product.logIn(person.email);
    await product.ok(requestDoc, { input: { email: person.email } });
    const token = tokenOf(await smtp.waitForMail(person.email));

    const input = { token, password: 'nueva-clave-1', remember: true };
    const { resetPassword } = await product.ok(resetDoc, { input }, { userAgent: chromeOnAndroid });
    expect(resetPassword).toMatchObject({ user: { email: person.email }, profile: { username: person.username }, deviceToken: expect.any(String) });
    expect((Date.parse(resetPassword.sessionExpiresAt) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
    for (const ended of [person.token, other]) expect(await viewerOf(product, ended)).toBeNull();
    const { viewer } = await product.ok('{ viewer { sessions { device current } } }', {}, { token: resetPassword.token });
    expect(viewer.sessions).toEqual([{ device: 'Chrome en Android', current: true }]);

    const logIn = 'mutation($input: LogInInput!) { logIn(input: $input) { token } }';
    expectRefusal(
      await product.graphql(logIn, { input: { email: person.email, password } }),
      'logIn',
      'UNAUTHENTICATED',
      'Las credenciales no son válidas',
    );
    await product.ok(logIn, { input: { email: person.email, password: 'nueva-clave-1' } });

    const again = await product.graphql(resetDoc, { input: { token, password: 'otra-clave-2' } });
    expectRefusal(again, 'resetPassword', 'BAD_USER_INPUT', invalidLink, 'token');
  });

  it('BAD_USER_INPUT naming the field: an unknown link, a password against the rules (the link still works after)', async () => {
    expectRefusal(
      await product.graphql(resetDoc, { input: { token: 'no-es-un-enlace', password: 'nueva-clave-1' } }),
      'resetPassword',
      'BAD_USER_INPUT',
      invalidLink,
      'token',
    );

    const person = await product.signUp('Nadia');
    await product.ok(requestDoc, { input: { email: person.email } });
    const token = tokenOf(await smtp.waitForMail(person.email));
    const short = await product.graphql(resetDoc, { input: { token, password: 'corta' } });
    expectRefusal(short, 'resetPassword', 'BAD_USER_INPUT', 'La contraseña debe tener un mínimo de 8 caracteres', 'password');
    expect((await product.ok(resetDoc, { input: { token, password: 'nueva-clave-1' } })).resetPassword.user.email).toBe(person.email);
  });

  it('a fourth request in an hour for one e-mail is accepted the same and mails nothing; the mailed links still work', async () => {
    const person = await product.signUp('Teo');
    const stranger = 'tampoco-existe@cuentas.test';
    for (const email of [person.email, stranger]) {
      for (let i = 0; i < 4; i++) expect(await product.ok(requestDoc, { input: { email } })).toEqual({ requestPasswordReset: { accepted: true } });
    }
    await resetMailsHandled();
    const mailed = smtp.received.filter((m) => m.to.includes(person.email));
    expect(mailed).toHaveLength(3);
    expect(smtp.received.filter((m) => m.to.includes(stranger))).toEqual([]);
    const { resetPassword } = await product.ok(resetDoc, { input: { token: tokenOf(mailed[0]!), password: 'nueva-clave-1' } });
    expect(resetPassword.user.email).toBe(person.email);
  });
});
