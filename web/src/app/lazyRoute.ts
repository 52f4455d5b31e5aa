import { connectionRestoredEvent, probeServer, reportNetworkFailure } from '../relay/connection';
import { AppError } from '../relay/errors';

/**
 * A route's code, loaded so that an outage or a deploy never leaves the screen on "Failed to fetch dynamically
 * imported module". The router keeps a failed `lazy` for good, so a failure is never handed to it while it can
 * still be cured: offline, or with the server down, the import waits for the connection (telling the student,
 * see ChunkNotice) and is tried again; with the server answering and the file still missing, a deploy changed
 * the hashes, and the page is reloaded once, at the address being opened.
 */
export type ChunkState = 'idle' | 'waiting' | 'reloading';

let state: ChunkState = 'idle';
// Loads waiting for the connection: another route module loading meanwhile (a loader's, from cache) must not
// clear the notice while one still waits.
let waiting = 0;
const listeners = new Set<() => void>();
const setState = (next: ChunkState) => {
  if (state === next) return;
  state = next;
  listeners.forEach((listener) => listener());
};
export const chunkState = () => state;
export function subscribeChunkState(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** The page was reloaded for a missing file this recently: a second reload would loop. */
const reloadGuardKey = 'aula.chunkReloadAt';
const reloadGuardMs = 60_000;

function untilConnected() {
  return new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.removeEventListener(connectionRestoredEvent, done);
      resolve();
    };
    window.addEventListener('online', done);
    window.addEventListener(connectionRestoredEvent, done);
  });
}

export interface LazyRetryOptions {
  /** Where to land after a reload (the address being opened); the current one when undefined. */
  target?: () => string | undefined;
  reload?: (href: string | undefined) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const reloadPage = (href: string | undefined) => (href ? window.location.assign(href) : window.location.reload());

export function lazyWithRetry<T>(
  load: () => Promise<T>,
  { target = () => undefined, reload = reloadPage, storage = sessionStorage }: LazyRetryOptions = {},
) {
  return async (): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const module = await load();
        if (waiting === 0) setState('idle');
        return module;
      } catch (error) {
        if (navigator.onLine === false || !(await probeServer())) {
          waiting += 1;
          setState('waiting');
          if (navigator.onLine !== false) reportNetworkFailure();
          await untilConnected();
          waiting -= 1;
          continue;
        }
        // The server answers: one more try for a blip, then the file is really gone (a new version).
        if (attempt === 1) continue;
        const last = Number(storage.getItem(reloadGuardKey) ?? 0);
        if (Date.now() - last < reloadGuardMs) {
          setState('idle');
          console.error('Route code could not be loaded', error);
          throw new AppError('No se pudo cargar esta pantalla. Recargue la página para continuar.');
        }
        storage.setItem(reloadGuardKey, String(Date.now()));
        setState('reloading');
        reload(target());
        await new Promise(() => undefined);
      }
    }
  };
}
