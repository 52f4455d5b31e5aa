import { paths } from '../routes/paths';
import { clearSession, isClearedHere, readToken } from './storage';

/** Set for the login screen when a session was ended elsewhere, so it can say why the user is there. */
const noticeKey = 'aula.sessionEnded';

/** The longest a page found logged out waits for what it is still deleting before it leaves for the login. */
export const leaveWaitMs = 1000;

/** Deletions under way for a session just cleared (its kept screens and images), which the navigation would cut short. */
const unfinished = new Set<Promise<unknown>>();

/**
 * For what the app deletes when a session is cleared (offline/useKeepOfflineFresh.ts, heard on the cleared event):
 * a page that then leaves for the login waits for `work` (at most leaveWaitMs). Registered here so the login's
 * first load carries none of that code.
 */
export function finishBeforeLeaving(work: Promise<unknown>) {
  unfinished.add(work);
  const done = () => void unfinished.delete(work);
  work.then(done, done);
}

/** Resolves once every deletion under way has ended, or after leaveWaitMs; at once when none is. */
function deletionsEnded(): Promise<void> | null {
  if (unfinished.size === 0) return null;
  return Promise.race([Promise.allSettled([...unfinished]).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, leaveWaitMs))]);
}

/** A full navigation to the login, which comes back to this page afterwards. */
const goToLogin = () => location.assign(paths.loginThenBack.href(location.pathname + location.search));

/**
 * The gateway no longer takes the token this tab sent: its session ended elsewhere (logged out on another device,
 * a password changed or reset, the account deleted) or ran out. Forget it and start again at the login, which comes
 * back here afterwards, once what was kept of the user on this device is deleted (at most leaveWaitMs). A full
 * navigation, so nothing of the previous user stays in memory. Nothing happens when another token was stored
 * meanwhile (a new login), nor when this tab gave the token up itself (its own logout, answered late); one cleared
 * by another tab that heard first still sends this tab to the login.
 */
export function endRefusedSession(sentToken: string) {
  const stored = readToken();
  if (isClearedHere(sentToken) || (stored !== null && stored !== sentToken)) return;
  clearSession();
  try {
    sessionStorage.setItem(noticeKey, '1');
  } catch {
    // the login screen just says nothing
  }
  const ended = deletionsEnded();
  if (ended) void ended.then(goToLogin);
  else goToLogin();
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

/**
 * While this tab is logged in: another tab of this browser cleared the remembered session this tab was using (it logged out, or heard first
 * that the session ended): this tab goes to the login too, instead of showing the previous user's screens.
 */
export function followOtherTabs() {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== 'jwt') return;
    if (readToken() === null) goToLogin();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
