import { paths } from '../routes/paths';
import { clearSession, readToken } from './storage';

/** Set for the login screen when a session was ended elsewhere, so it can say why the user is there. */
const noticeKey = 'aula.sessionEnded';

/**
 * The gateway no longer takes the token this tab sent: its session ended elsewhere (logged out on another device,
 * a password changed or reset, the account deleted) or ran out. Forget it and start again at the login, which comes
 * back here afterwards. A full navigation, so nothing of the previous user stays in memory. Nothing happens when the
 * stored token changed meanwhile (a new login in another tab).
 */
export function endRefusedSession(sentToken: string) {
  if (readToken() !== sentToken) return;
  clearSession();
  try {
    sessionStorage.setItem(noticeKey, '1');
  } catch {
    // the login screen just says nothing
  }
  const next = location.pathname + location.search;
  location.assign(`${paths.login.href()}?${new URLSearchParams({ next })}`);
}

/** Whether the login screen was reached because a session ended elsewhere (asked once: it is forgotten here). */
export function takeSessionEndedNotice(): boolean {
  try {
    const ended = sessionStorage.getItem(noticeKey) !== null;
    sessionStorage.removeItem(noticeKey);
    return ended;
  } catch {
    return false;
  }
}
