import type { Api } from '../upstream/api.js';

/** The api's announcement that someone's sessions have ended (its features/notifications/delivery.ts). */
const sessionsEndedTopic = 'sessionsEnded';
// setTimeout's longest delay; a later expiry is waited for in steps.
const longestTimer = 2 ** 31 - 1;

/** When a JWT expires (ms since the epoch), read without verifying: the api has verified it already. */
function expiryOf(token: string): number | undefined {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export const isUnauthenticated = (error: unknown) => (error as { extensions?: { code?: unknown } })?.extensions?.code === 'UNAUTHENTICATED';

export interface SessionWatch {
  /** Where the api announces live events, and its deployment's prefix. */
  target: EventTarget;
  prefix: string;
  /** Whose session: the caller of `api`. */
  profileId: string;
  api: Api;
  /** How often to ask the api whether the session still holds. */
  checkMs: number;
}

/**
 * Calls `end` once the session of a live stream's subscriber is over: when its token expires, when the api refuses
 * the token at a periodic check (account deactivated, sessions revoked), and at once when the api announces
 * `sessionsEnded` for the person (checked with the api first, so the announcement alone ends nothing). Returns
 * what stops watching.
 */
export function watchSession({ target, prefix, profileId, api, checkMs }: SessionWatch, end: () => void): () => void {
  const checkSession = async () => {
    try {
      await api.call({ path: '/notification/unreadCount' });
    } catch (error) {
      // Only the api's refusal ends it: an api that cannot answer right now is asked again at the next check.
      if (isUnauthenticated(error)) end();
    }
  };
  const sessionsEndedEvent = `${prefix}${sessionsEndedTopic}:${profileId}`;
  const onSessionsEnded = () => void checkSession();
  target.addEventListener(sessionsEndedEvent, onSessionsEnded);
  const checks = setInterval(() => void checkSession(), checkMs);
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const expiresAt = api.token ? expiryOf(api.token) : undefined;
  const waitForExpiry = () => {
    if (expiresAt === undefined) return;
    const left = expiresAt - Date.now();
    if (left <= 0) return end();
    expiry = setTimeout(waitForExpiry, Math.min(left, longestTimer));
  };
  waitForExpiry();
  return () => {
    target.removeEventListener(sessionsEndedEvent, onSessionsEnded);
    clearInterval(checks);
    clearTimeout(expiry);
  };
}
