/**
 * Whether the server can be reached, as far as this page knows: the browser's online flag, and whether the last
 * request to the gateway got an answer. A request that fails on the network while the browser says it is online
 * (the server restarting, a dead Wi-Fi) marks the server unreachable; from then on it is probed every
 * `probeIntervalMs` until it answers, and `connectionRestoredEvent` is sent on window when it does (as the browser
 * sends 'online' when the connection returns), so screens and the offline queue try again at once.
 */
export const probeIntervalMs = 5_000;
export const connectionRestoredEvent = 'aula:connection-restored';

let serverReachable = true;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Online and, as far as known, the server answers. */
export const isConnected = () => browserOnline() && serverReachable;

function changed() {
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: called on 'online', 'offline' and when the server is found (un)reachable. */
export function subscribeConnection(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Something answered: the server is there. */
export function reportServerAnswered() {
  if (serverReachable) return;
  serverReachable = true;
  if (probe) clearInterval(probe);
  probe = null;
  changed();
  window.dispatchEvent(new Event(connectionRestoredEvent));
}

/** A request got no answer. Offline, the browser's 'online' event tells when to try again; else probe. */
export function reportNetworkFailure() {
  if (!browserOnline()) return;
  if (serverReachable) {
    serverReachable = false;
    changed();
  }
  probe ??= setInterval(() => void probeServer(), probeIntervalMs);
}

/** One cheap request (the app shell's address, never cached): any HTTP answer means the server is back. */
export async function probeServer(): Promise<boolean> {
  if (!browserOnline()) return false;
  try {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      cache: 'no-store',
    });
    reportServerAnswered();
    return true;
  } catch {
    return false;
  }
}
