import { useEffect } from 'react';
import type { Environment } from 'relay-runtime';
import { afterFirstScreen } from '../lib/firstScreen';
import { connectionRestoredEvent, isConnected } from '../relay/connection';
import { finishBeforeLeaving } from '../session/sessionEnded';
import { sessionClearedEvent } from '../session/storage';
import { claimMedia, forgetMedia } from './mediaCache';
import { forgetMarks } from './screenMarks';

/** Runs `work` once the first screen has painted and the browser is idle (after a moment where it cannot tell). */
function whenIdle(work: () => void) {
  let cancelIdle = () => undefined as void;
  const cancelWait = afterFirstScreen(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, 2000);
      cancelIdle = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}

// When a session ends, what was kept of it goes: its sealed screens (unreadable already without the key), the images
// and the marks of this page. A page sent to the login because the session ended elsewhere waits for it
// (session/sessionEnded.ts), else the navigation would cut the deletion short.
if (typeof window !== 'undefined') {
  window.addEventListener(sessionClearedEvent, (event) => {
    const userId = (event as CustomEvent<{ userId?: string }>).detail?.userId;
    forgetMarks();
    finishBeforeLeaving(forgetMedia().catch((error: unknown) => console.error('Forgetting the images', error)));
    if (userId) {
      finishBeforeLeaving(
        import('./screenCache')
          .then(({ forgetScreens }) => forgetScreens(userId))
          .catch((error: unknown) => console.error('Forgetting the screens', error)),
      );
    }
  });
}

/**
 * For the shell: what other users kept on this browser goes (images, and screens they could only open with their
 * own key), the assignments marked 'Disponible sin conexión' are fetched again once the first screen is up at a
 * start online (their code loads then, apart from the first screen's), and when the connection returns, the marked
 * ones not kept yet (switched on offline) are fetched — every one when the page started offline.
 */
export function useKeepOfflineFresh(environment: Environment, userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    claimMedia(userId).catch((error: unknown) => console.error('Claiming the images', error));
    return whenIdle(() => {
      import('./screenCache')
        .then(({ forgetOthersScreens }) => forgetOthersScreens(userId))
        .catch((error: unknown) => console.error("Forgetting other users' screens", error));
    });
  }, [userId]);
  useEffect(() => {
    if (!userId) return;
    let refreshedAll = false;
    const refresh = () => {
      const onlyNotKept = refreshedAll;
      refreshedAll = true;
      import('./availableOffline')
        .then(({ refreshMarked }) => refreshMarked(environment, userId, onlyNotKept))
        .catch((error: unknown) => console.error('Refreshing what is kept offline', error));
    };
    const cancelStart = isConnected() ? whenIdle(refresh) : undefined;
    const onReturn = () => {
      if (isConnected()) refresh();
    };
    window.addEventListener('online', onReturn);
    window.addEventListener(connectionRestoredEvent, onReturn);
    return () => {
      cancelStart?.();
      window.removeEventListener('online', onReturn);
      window.removeEventListener(connectionRestoredEvent, onReturn);
    };
  }, [environment, userId]);
}
