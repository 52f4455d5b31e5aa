import { useEffect, useSyncExternalStore } from 'react';

/**
 * The first screen first: what a logged-in page's first screen does not show (the notices' code, the unread count,
 * the upkeep of what is kept offline, the statistics' charts, the rest of a long list) waits until that screen has
 * painted. On a slow line it would otherwise share the bandwidth and the main thread with the screen, and hold its
 * paint back. Live streams do not wait: what changes after the screen's data was read must not be missed.
 */
let shown = false;
const listeners = new Set<() => void>();

function markShown() {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
}

// A page whose first screen never shows (a screen outside the shell, one stuck waiting for the server) still gets
// the deferred work, a moment later.
const fallbackMs = 5000;
let fallback: ReturnType<typeof setTimeout> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  fallback ??= setTimeout(markShown, fallbackMs);
  return () => void listeners.delete(listener);
}

/** Runs `work` once the first screen has painted (at once after that). Returns what cancels it. */
export function afterFirstScreen(work: () => void): () => void {
  if (shown) {
    work();
    return () => undefined;
  }
  const unsubscribe = subscribe(() => {
    unsubscribe();
    work();
  });
  return unsubscribe;
}

/** Whether the first screen has painted: rendering what waits for it. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}

/** The screen has been committed (FirstScreenShown); `holds` of its parts are still on their way to what they show. */
let committed = false;
let holds = 0;
let waitingForPaint = false;

// A paint that adds nothing larger than what the page showed before reports no new largest paint.
const paintReportMs = 500;

/**
 * Once the screen is committed and none of its parts holds it, waits for its paint: the browser's next report of the
 * page's largest paint (its time is when the frame was presented, which comes after the main thread's part of the
 * frame), or, where the browser makes no such reports, the end of the next frame.
 */
function awaitPaint() {
  if (shown || waitingForPaint || !committed || holds > 0) return;
  waitingForPaint = true;
  // A hidden page paints no frame: nothing to wait for.
  if (document.visibilityState !== 'visible') return void setTimeout(markShown);
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return void requestAnimationFrame(() => setTimeout(markShown));
  }
  const since = performance.now();
  const done = () => {
    observer.disconnect();
    clearTimeout(noReport);
    markShown();
  };
  const observer = new PerformanceObserver((list) => list.getEntries().some((entry) => entry.startTime >= since) && done());
  observer.observe({ type: 'largest-contentful-paint' });
  const noReport = setTimeout(done, paintReportMs);
}

/**
 * Rendered beside the screen, inside its Suspense boundary (components/NavigationProgress.tsx): it is committed with
 * the screen itself, never with the spinner shown while the screen waits for its data.
 */
export function FirstScreenShown() {
  useEffect(() => {
    committed = true;
    awaitPaint();
  }, []);
  return null;
}

/**
 * For a screen with a wait of its own after its data (the solve screen reading the answers kept on the device):
 * while `pending`, what waits for the first screen waits for it too.
 */
export function useFirstScreenPending(pending: boolean) {
  useEffect(() => {
    if (!pending || shown) return;
    holds += 1;
    return () => {
      holds -= 1;
      // Checked after the commit's effects: a remount in the same commit (StrictMode's) takes the hold again first.
      queueMicrotask(awaitPaint);
    };
  }, [pending]);
}
