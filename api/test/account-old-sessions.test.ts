import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type TestApi, type TestUser } from './helpers.js';

// /privacidad promises that a session ended or run out is deleted after 30 days, also for someone who never comes
// back: every new session (a login here, over HTTP) deletes a bounded batch of such sessions, whoever's they are.

let api: TestApi;
let gone: TestUser;
let other: TestUser;

/** Adds `count` closed sessions of `user`: ended `endedDaysAgo` days ago, or (null) run out `expiredDaysAgo` days ago. */
async function addClosedSessions(
  user: TestUser,
  count: number,
  { endedDaysAgo, expiredDaysAgo }: { endedDaysAgo: number | null; expiredDaysAgo: number },
) {
  await api.db.query(
    `INSERT INTO sessions (user_id, remembered, device, user_agent, created_at, last_seen_at, expires_at, max_expires_at, ended_at)
     SELECT $1, true, 'Firefox en Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
            now() - interval '90 days', now() - interval '60 days', now() - make_interval(days => $3::int), now() + interval '200 days',
            CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(days => $4::int) END
       FROM generate_series(1, $2::int)`,
    [user.userId, count, expiredDaysAgo, endedDaysAgo],
  );
}

const sessionsOf = async (user: TestUser) =>
  (
    await api.db.query<{ ended: boolean; old: boolean }>(
      `SELECT ended_at IS NOT NULL AS ended, coalesce(ended_at, expires_at) < now() - interval '30 days' AS old
         FROM sessions WHERE user_id = $1 ORDER BY created_at`,
      [user.userId],
    )
  ).map(({ ended, old }) => (old ? 'old' : ended ? 'recently ended' : 'open'));

const logIn = async (user: TestUser) => {
  const reply = await api.call('POST', 'auth/login', { body: { email: user.email, password: user.password } });
  expect(reply.status).toBe(200);
};

beforeAll(async () => {
  api = await startTestApi();
  gone = await signUp(api, { firstName: 'Gerardo', lastName: 'Ausente' });
  other = await signUp(api, { firstName: 'Olga', lastName: 'Presente' });
});
afterAll(() => api.close());

describe('closed sessions are deleted 30 days on', () => {
  it("deletes a user's sessions ended or run out over 30 days ago when someone else logs in, and keeps the rest", async () => {
    await addClosedSessions(gone, 1, { endedDaysAgo: 40, expiredDaysAgo: 5 });
    await addClosedSessions(gone, 1, { endedDaysAgo: null, expiredDaysAgo: 31 });
    await addClosedSessions(gone, 1, { endedDaysAgo: 10, expiredDaysAgo: 5 });
    expect((await sessionsOf(gone)).sort()).toEqual(['old', 'old', 'open', 'recently ended']);
    await logIn(other);
    expect((await sessionsOf(gone)).sort()).toEqual(['open', 'recently ended']);
    expect(await sessionsOf(other)).toEqual(['open', 'open']);
  });

  it('deletes at most 100 at a time, so a login never waits on a backlog', async () => {
    await addClosedSessions(gone, 150, { endedDaysAgo: 45, expiredDaysAgo: 40 });
    await logIn(other);
    expect((await sessionsOf(gone)).filter((s) => s === 'old')).toHaveLength(50);
    await logIn(other);
    expect((await sessionsOf(gone)).filter((s) => s === 'old')).toHaveLength(0);
  });
});
