import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Changing the password: the current one must be right (guessing it is throttled as logins are), the new one
// follows sign-up's rules, and every other session of the user ends while the one that changed it goes on.

let api: TestApi;
const events = new EventTarget();

beforeAll(async () => {
  api = await startTestApi({ notificationEvents: events });
});
afterAll(() => api?.close());

const logIn = (user: TestUser, password = user.password) => api.call('POST', 'auth/login', { body: { email: user.email, password } });
const statusWith = async (token: string) => (await api.call('GET', 'auth/verifyToken', { token })).status;
const changePassword = (token: string, currentPassword: unknown, newPassword: unknown) =>
  api.call('POST', 'auth/changePassword', { token, body: { currentPassword, newPassword } });

describe('POST auth/changePassword', () => {
  it('sets the new password and ends every other session; the one that changed it goes on', async () => {
    const user = await signUp(api, { firstName: 'Celia', lastName: 'Cambio' });
    const bystander = await signUp(api, { firstName: 'Benito', lastName: 'Ajeno' });
    const phone = (await logIn(user)).body.token;
    const tablet = (await logIn(user)).body.token;
    const { prefix } = (await api.call('GET', '/live/channels')).body;
    const heard: unknown[] = [];
    events.addEventListener(`${prefix}sessionsEnded:${user.profileId}`, (event) => heard.push((event as CustomEvent).detail));

    const reply = await changePassword(user.token, user.password, 'otra-clave-segura');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ endedSessionCount: 2 });

    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(tablet)).toBe(401);
    expect(await statusWith(user.token)).toBe(200);
    expect(await statusWith(bystander.token)).toBe(200);
    expect(heard).toEqual([{ recipientId: user.profileId }]);

    expect((await logIn(user, 'otra-clave-segura')).status).toBe(200);
    const old = await logIn(user);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Las credenciales no son válidas');
  });

  it('refuses a wrong current password with 400 and its message, changing nothing and ending nothing', async () => {
    const user = await signUp(api, { firstName: 'Mario', lastName: 'Equivocado' });
    const phone = (await logIn(user)).body.token;

    const reply = await changePassword(user.token, 'no-es-la-mía', 'otra-clave-segura');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'La contraseña actual no es correcta' });
    expect(await statusWith(phone)).toBe(200);
    expect((await logIn(user)).status).toBe(200);
    expect((await logIn(user, 'otra-clave-segura')).status).toBe(401);
  });

  it.each([
    ['a missing current password', undefined, 'otra-clave-segura', 'La contraseña es obligatoria'],
    ['a missing new password', 'contraseña123', undefined, 'La contraseña es obligatoria'],
    ['a short new password', 'contraseña123', '1234567', 'La contraseña debe tener un mínimo de 8 caracteres'],
    ['a new password too long', 'contraseña123', 'x'.repeat(201), 'La contraseña es demasiado larga'],
  ])("refuses %s with sign-up's message", async (_case, currentPassword, newPassword, message) => {
    const user = await signUp(api, { firstName: 'Reglas', lastName: 'Firmes' });
    const reply = await changePassword(user.token, currentPassword, newPassword);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect((await logIn(user)).status).toBe(200);
  });

  it('answers 401 without a token or with an ended session', async () => {
    const user = await signUp(api, { firstName: 'Sonia', lastName: 'Sinsesión' });
    expect(
      (await api.call('POST', 'auth/changePassword', { body: { currentPassword: user.password, newPassword: 'otra-clave-segura' } })).status,
    ).toBe(401);
    await api.call('POST', 'auth/logout', { token: user.token });
    expect((await changePassword(user.token, user.password, 'otra-clave-segura')).status).toBe(401);
    expect((await logIn(user)).status).toBe(200);
  });

  it('after 5 wrong current passwords makes that session wait (429), even with the right one, and nobody else', async () => {
    const user = await signUp(api, { firstName: 'Gonzalo', lastName: 'Adivino' });
    const ownPhone = (await logIn(user)).body.token;
    for (let i = 0; i < 5; i++) expect((await changePassword(user.token, `adivinanza-${i}`, 'otra-clave-segura')).status).toBe(400);

    const blocked = await changePassword(user.token, user.password, 'otra-clave-segura');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Demasiados intentos fallidos. Inténtelo de nuevo en 30 segundos',
    });
    expect(blocked.headers.get('retry-after')).toBe('30');
    // The session still works for everything else; the owner's other session and logins are not held up.
    expect(await statusWith(user.token)).toBe(200);
    expect((await logIn(user)).status).toBe(200);
    expect((await changePassword(ownPhone, user.password, 'otra-clave-segura')).status).toBe(200);
  });

  it('of two changes racing with the same current password, at most one succeeds', async () => {
    const user = await signUp(api, { firstName: 'Carrera', lastName: 'Doble' });
    const other = (await logIn(user)).body.token;
    const replies = await Promise.all([
      changePassword(user.token, user.password, 'primera-clave'),
      changePassword(other, user.password, 'segunda-clave'),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const winner = replies[0]!.status === 200 ? 'primera-clave' : 'segunda-clave';
    expect((await logIn(user, winner)).status).toBe(200);
  });
});
