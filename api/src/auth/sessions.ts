import Bowser from 'bowser';
import type { Queryable } from '../db/database.js';
import type { TokenService } from './tokens.js';

/**
 * Sessions kept in the database: a token names one, and every request checks it (http/viewer.ts), so ending a
 * session takes effect at once on every process. Lifetimes follow OWASP's idle and absolute timeouts:
 * - not remembered ('Recordarme' unchecked): 12 hours from login, whatever happens;
 * - remembered: 30 days without use, sliding while used, and never more than a year after login.
 */
export const sessionLifetimes = {
  notRememberedHours: 12,
  rememberedIdleDays: 30,
  rememberedMaxDays: 365,
};
/** How long an ended or expired session stays listed in the user's data export before it is deleted. */
const closedSessionsKeptDays = 30;
/** At most this many such sessions are deleted when a session starts: the cost of a login stays bounded. */
const prunedPerStart = 100;
/** A used session's last_seen_at (and a remembered one's idle limit) is written at most this often. */
const touchEverySeconds = 60;

const hours = (n: number) => n * 3600_000;
const days = (n: number) => hours(24 * n);

export interface SessionRow {
  id: string;
  user_id: string;
  remembered: boolean;
  device: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

export interface NewSession {
  remembered: boolean;
  userAgent?: string | undefined;
}

/** Bowser's English browser names that a Spanish list should not show as they are. */
const browserNames: Record<string, string> = { 'Android Browser': 'Navegador de Android', 'WebOS Browser': 'Navegador de WebOS' };

/**
 * "Chrome en Android", "Samsung Internet en Android", "Safari en iOS"; 'Navegador desconocido' when the User-Agent
 * names no browser, 'Dispositivo desconocido' without one.
 */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const { browser, os } = Bowser.parse(userAgent);
  // "Samsung Internet for Android": the system is said once, after "en".
  const bowserName = browser.name?.replace(/ for \S+$/, '');
  const name = (bowserName && (browserNames[bowserName] ?? bowserName)) || 'Navegador desconocido';
  return os.name && !name.includes(os.name) ? `${name} en ${os.name}` : name;
}

/** Starts a session for `userId` and signs its token: what login, sign-up and a password reset hand out. */
export async function startSession(db: Queryable, tokens: TokenService, userId: string, { remembered, userAgent }: NewSession) {
  const now = Date.now();
  const maxExpiresAt = new Date(now + (remembered ? days(sessionLifetimes.rememberedMaxDays) : hours(sessionLifetimes.notRememberedHours)));
  const expiresAt = remembered ? new Date(now + days(sessionLifetimes.rememberedIdleDays)) : maxExpiresAt;
  // Sessions that ended or ran out a month ago are of no more use to anyone: each new session deletes up to
  // `prunedPerStart` of them, whoever's they are, so those of people who never come back go too, a few at a time.
  await db.query(
    `DELETE FROM sessions WHERE id IN (
       SELECT id FROM sessions WHERE coalesce(ended_at, expires_at) < now() - make_interval(days => $1::int) LIMIT $2)`,
    [closedSessionsKeptDays, prunedPerStart],
  );
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, remembered, device, user_agent, expires_at, max_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, remembered, describeDevice(userAgent), userAgent?.slice(0, 512) ?? null, expiresAt, maxExpiresAt],
  );
  const token = await tokens.sign({ userId, sessionId: row!.id }, maxExpiresAt);
  return { sessionId: row!.id, token, expiresAt };
}

/**
 * The viewer behind an open session of an active user, or nothing. A remembered session used again slides its idle
 * limit; the write happens at most once a minute per session, in the same statement as the read.
 */
export async function openSession(db: Queryable, userId: string, sessionId: string) {
  const [row] = await db.query<{ user_id: string; profile_id: string | null }>(
    `WITH touched AS (
       UPDATE sessions
          SET last_seen_at = now(),
              expires_at = CASE WHEN remembered
                                THEN least(now() + make_interval(days => $3::int), max_expires_at)
                                ELSE expires_at END
        WHERE id = $2 AND user_id = $1 AND ended_at IS NULL AND expires_at > now()
          AND last_seen_at < now() - make_interval(secs => $4::int)
     )
     SELECT u.id AS user_id, p.id AS profile_id
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN profiles p ON p.user_id = u.id
      WHERE s.id = $2 AND s.user_id = $1 AND s.ended_at IS NULL AND s.expires_at > now() AND u.is_active`,
    [userId, sessionId, sessionLifetimes.rememberedIdleDays, touchEverySeconds],
  );
  return row;
}

/** The user's open sessions, most recently used first. */
export function listSessions(db: Queryable, userId: string) {
  return db.query<SessionRow>(
    `SELECT id, user_id, remembered, device, created_at, last_seen_at, expires_at
       FROM sessions
      WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC, created_at DESC`,
    [userId],
  );
}

/**
 * Ends the user's open sessions: all of them, only `only`, or all but `except`. Answers how many ended. The caller
 * then announces it (dispatchSessionsEnded) so the gateways close the ended sessions' live streams at once.
 */
export async function endSessions(db: Queryable, userId: string, which: { only?: string; except?: string } = {}) {
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET ended_at = now()
      WHERE user_id = $1 AND ended_at IS NULL
        AND ($2::uuid IS NULL OR id = $2::uuid)
        AND ($3::uuid IS NULL OR id <> $3::uuid)
      RETURNING id`,
    [userId, which.only ?? null, which.except ?? null],
  );
  return rows.length;
}
