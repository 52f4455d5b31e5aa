import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// Sessions the user controls: each token names a session kept by the api, checked on every request, so logging
// out ends it at once; the user lists their sessions and ends any of them. Lifetimes: 12 hours without
// 'Recordarme'; with it, 30 days without use, sliding while used, at most a year.

const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const hour = 3600_000;
const day = 24 * hour;

let api: TestApi;
/** Where the api announces ended sessions to the gateways. */
const events = new EventTarget();

beforeAll(async () => {
  api = await startTestApi({ notificationEvents: events });
});
afterAll(() => api?.close());

/** A new login of `user`: its token, from the browser `userAgent`. */
async function logIn(user: TestUser, { remember = false, userAgent }: { remember?: boolean; userAgent?: string } = {}) {
  const reply = await api.call('POST', 'auth/login', {
    body: { email: user.email, password: user.password, remember },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(reply.status).toBe(200);
  return reply.body as { token: string; sessionExpiresAt: string };
}

const sessionOf = (token: string) => decodeJwt(token).sid as string;
const statusWith = async (token: string) => (await api.call('GET', 'auth/verifyToken', { token })).status;

/** The announcements of `user`'s ended sessions heard from now on. */
async function announcements(user: TestUser) {
  const { prefix } = (await api.call<{ prefix: string }>('GET', '/live/channels')).body;
  const heard: unknown[] = [];
  events.addEventListener(`${prefix}sessionsEnded:${user.profileId}`, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}

async function sessionRow(token: string) {
  const [row] = await api.db.query<{ expires_at: Date; max_expires_at: Date; last_seen_at: Date }>(
    'SELECT expires_at, max_expires_at, last_seen_at FROM sessions WHERE id = $1',
    [sessionOf(token)],
  );
  return row!;
}

describe('POST auth/logout', () => {
  it('ends the session of its token at once, on every route, and leaves the other sessions open', async () => {
    const user = await signUp(api, { firstName: 'Lorena', lastName: 'Salida' });
    const heard = await announcements(user);
    const other = await logIn(user);

    const reply = await api.call('POST', 'auth/logout', { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ endedSessionCount: 1 });

    expect(await statusWith(user.token)).toBe(401);
    const refused = await api.call('GET', 'profile/getOne', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Las credenciales no son válidas' });
    expect((await api.call('POST', 'auth/logout', { token: user.token })).status).toBe(401);
    expect(await statusWith(other.token)).toBe(200);
    // The gateways hear of it, to close that person's live streams now.
    expect(heard).toEqual([{ recipientId: user.profileId }]);
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('POST', 'auth/logout')).status).toBe(401);
  });
});

describe('POST auth/logoutEverywhere', () => {
  it('ends every open session of the user, its own too, and no one else’s', async () => {
    const user = await signUp(api, { firstName: 'Teodoro', lastName: 'Todos' });
    const bystander = await signUp(api, { firstName: 'Berta', lastName: 'Aparte' });
    const phone = await logIn(user, { remember: true, userAgent: androidChrome });
    const laptop = await logIn(user);
    const heard = await announcements(user);

    const reply = await api.call('POST', 'auth/logoutEverywhere', { token: laptop.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ endedSessionCount: 3 });
    for (const token of [user.token, phone.token, laptop.token]) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(bystander.token)).toBe(200);
    expect(heard).toHaveLength(1);
    // The password still logs in.
    expect(await statusWith((await logIn(user)).token)).toBe(200);
  });
});

describe('GET auth/sessions', () => {
  it('lists the open sessions with the device read from the User-Agent, marking the one asking', async () => {
    const user = await signUp(api, { firstName: 'Dora', lastName: 'Dispositivos' });
    const phone = await logIn(user, { remember: true, userAgent: androidChrome });
    const iphone = await logIn(user, { userAgent: iphoneSafari });
    await api.call('POST', 'auth/logout', { token: iphone.token });
    const stranger = await signUp(api, { firstName: 'Esteban', lastName: 'Extraño' });

    const reply = await api.call('GET', 'auth/sessions', { token: phone.token });
    expect(reply.status).toBe(200);
    const sessions = reply.body as Record<string, unknown>[];
    // The ended session and the stranger's are not there.
    expect(sessions.map((s) => s.id).sort()).toEqual([sessionOf(user.token), sessionOf(phone.token)].sort());
    const current = sessions.find((s) => s.current)!;
    expect(current).toEqual({
      id: sessionOf(phone.token),
      device: 'Chrome en Android',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: phone.sessionExpiresAt,
      remembered: true,
      current: true,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(Math.abs(Date.parse(current.createdAt as string) - Date.now())).toBeLessThan(60_000);
    expect(sessions.find((s) => !s.current)).toMatchObject({ id: sessionOf(user.token), remembered: false, current: false });
    expect(JSON.stringify(reply.body)).not.toContain(stranger.userId);

    const fromIphone = await logIn(user, { userAgent: iphoneSafari });
    const seen = await api.call('GET', 'auth/sessions', { token: fromIphone.token });
    expect(seen.body.find((s: { current: boolean }) => s.current).device).toBe('Safari en iOS');
  });
});

describe('DELETE auth/sessions/:id', () => {
  it('ends one of your other sessions: 200 with its id, then its token is refused and the asking one goes on', async () => {
    const user = await signUp(api, { firstName: 'Fermín', lastName: 'Fin' });
    const phone = await logIn(user, { userAgent: androidChrome });
    const heard = await announcements(user);

    const reply = await api.call('DELETE', `auth/sessions/${sessionOf(phone.token)}`, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ endedSessionId: sessionOf(phone.token) });
    expect(await statusWith(phone.token)).toBe(401);
    expect(await statusWith(user.token)).toBe(200);
    expect(heard).toHaveLength(1);
    // Ended already: 404 like any id that is not an open session of yours.
    expect((await api.call('DELETE', `auth/sessions/${sessionOf(phone.token)}`, { token: user.token })).status).toBe(404);
  });

  it("answers 404 for someone else's session and leaves it open; 400 for an id that is no id", async () => {
    const owner = await signUp(api, { firstName: 'Olivia', lastName: 'Dueña' });
    const intruder = await signUp(api, { firstName: 'Iván', lastName: 'Intruso' });
    const heard = await announcements(owner);

    const reply = await api.call('DELETE', `auth/sessions/${sessionOf(owner.token)}`, { token: intruder.token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    expect(await statusWith(owner.token)).toBe(200);
    expect(heard).toEqual([]);

    const malformed = await api.call('DELETE', 'auth/sessions/no-es-un-id', { token: intruder.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("El campo 'id' no es un identificador válido");
  });
});

describe('session lifetimes', () => {
  it("without 'Recordarme' a session ends 12 hours after login, used or not", async () => {
    const user = await signUp(api, { firstName: 'Nuria', lastName: 'Noche' });
    const session = await logIn(user);
    expect(Date.parse(session.sessionExpiresAt)).toBeGreaterThan(Date.now() + 12 * hour - 60_000);
    expect(Date.parse(session.sessionExpiresAt)).toBeLessThanOrEqual(Date.now() + 12 * hour);
    expect(decodeJwt(session.token).exp! * 1000).toBeCloseTo(Date.parse(session.sessionExpiresAt), -4);

    // Used an hour later: the end stays where it was.
    const before = await sessionRow(session.token);
    await api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE id = $1`, [sessionOf(session.token)]);
    expect(await statusWith(session.token)).toBe(200);
    const after = await sessionRow(session.token);
    expect(after.expires_at.getTime()).toBe(before.expires_at.getTime());
    expect(Date.now() - after.last_seen_at.getTime()).toBeLessThan(60_000);
  });

  it("with 'Recordarme' a session lasts 30 days without use, sliding while used, never past a year from login", async () => {
    const user = await signUp(api, { firstName: 'Ramón', lastName: 'Recuerdo' });
    const session = await logIn(user, { remember: true });
    expect(Date.parse(session.sessionExpiresAt)).toBeGreaterThan(Date.now() + 30 * day - 60_000);
    expect(Date.parse(session.sessionExpiresAt)).toBeLessThanOrEqual(Date.now() + 30 * day);
    // The token itself lasts as long as the session could: a year.
    expect(decodeJwt(session.token).exp! * 1000).toBeGreaterThan(Date.now() + 364 * day);

    // Last used 10 days ago, 20 days left: a use moves the end to 30 days from now.
    const id = sessionOf(session.token);
    await api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '10 days', expires_at = now() + interval '20 days' WHERE id = $1`, [id]);
    expect(await statusWith(session.token)).toBe(200);
    expect((await sessionRow(session.token)).expires_at.getTime()).toBeGreaterThan(Date.now() + 30 * day - 60_000);

    // Near the year's end, a use moves the end no further than the year allows.
    await api.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 days', max_expires_at = now() + interval '5 days' WHERE id = $1`, [
      id,
    ]);
    expect(await statusWith(session.token)).toBe(200);
    const capped = await sessionRow(session.token);
    expect(capped.expires_at.getTime()).toBe(capped.max_expires_at.getTime());
  });

  it('refuses the token of an expired session with 401', async () => {
    const user = await signUp(api, { firstName: 'Elena', lastName: 'Expirada' });
    const session = await logIn(user, { remember: true });
    await api.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sessionOf(session.token)]);
    expect(await statusWith(session.token)).toBe(401);
    expect(await statusWith(user.token)).toBe(200);
    // An expired session is not listed among the open ones.
    const listed = await api.call('GET', 'auth/sessions', { token: user.token });
    expect(listed.body.map((s: { id: string }) => s.id)).toEqual([sessionOf(user.token)]);
  });

  it('refuses every session of a deactivated user, and lets them in again once reactivated', async () => {
    const user = await signUp(api, { firstName: 'Dario', lastName: 'Desactivado' });
    await api.db.query('UPDATE users SET is_active = false WHERE id = $1', [user.userId]);
    expect(await statusWith(user.token)).toBe(401);
    expect((await api.call('GET', 'auth/sessions', { token: user.token })).status).toBe(401);
    await api.db.query('UPDATE users SET is_active = true WHERE id = $1', [user.userId]);
    expect(await statusWith(user.token)).toBe(200);
  });
});
