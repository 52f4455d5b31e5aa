import { useEffect } from 'react';
import type { Environment } from 'relay-runtime';
import { isConnected } from '../relay/connection';
import { sessionClearedEvent } from '../session/storage';
import { claimMedia, forgetMedia } from './mediaCache';
import { forgetMarks } from './screenMarks';

/** Runs `work` once the browser is idle (the first screen first), or after a moment where it cannot tell. */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 2000);
  return () => clearTimeout(handle);
}

// When a session ends, what was kept of it goes: its sealed screens (unreadable already without the key), the images
// and the marks of this page.
if (typeof window !== 'undefined') {
  window.addEventListener(sessionClearedEvent, (event) => {
    const userId = (event as CustomEvent<{ userId?: string }>).detail?.userId;
    forgetMarks();
    forgetMedia().catch((error: unknown) => console.error('Forgetting the images', error));
    if (userId) {
      import('./screenCache')
        .then(({ forgetScreens }) => forgetScreens(userId))
        .catch((error: unknown) => console.error('Forgetting the screens', error));
    }
  });
}

/**
 * For the shell: the kept images made this user's (another's go), and at a start online, once the first screen is
 * up, the assignments marked 'Disponible sin conexión' fetched again (their code loads then, apart from the first
 * screen's).
 */
export function useKeepOfflineFresh(environment: Environment, userId: string | undefined) {
  useEffect(() => {
    if (userId) claimMedia(userId).catch((error: unknown) => console.error('Claiming the images', error));
  }, [userId]);
  useEffect(() => {
    if (!userId || !isConnected()) return;
    return whenIdle(() => {
      import('./availableOffline')
        .then(({ refreshMarked }) => refreshMarked(environment, userId))
        .catch((error: unknown) => console.error('Refreshing what is kept offline', error));
    });
  }, [environment, userId]);
}
