/**
 * Which screens on this page show an answer kept on the device instead of the server's (offline/screenCache.ts),
 * and since when: the network layer marks a query answered from the device, and unmarks it when the server answers
 * it again; a screen reads its own mark (OfflineSince.tsx). In memory only: a new page starts with no marks.
 */
const marks = new Map<string, number>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Object keys sorted at every depth: the same variables give the same text whatever order they were written in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const markKey = (operation: string, variables: unknown) => `${operation}.${stableJson(variables ?? {})}`;

/** The answer to `operation` with `variables` came from the device, saved at `savedAt` (ms). */
export function markFromDevice(operation: string, variables: unknown, savedAt: number) {
  marks.set(markKey(operation, variables), savedAt);
  changed();
}

/** The server answered `operation` with `variables`: what the screen shows is current. */
export function markFresh(operation: string, variables: unknown) {
  if (marks.delete(markKey(operation, variables))) changed();
}

/** When the answer shown for `operation` was saved, or null when it is the server's. */
export const savedAtOf = (operation: string, variables: unknown) => marks.get(markKey(operation, variables)) ?? null;

export function forgetMarks() {
  if (marks.size === 0) return;
  marks.clear();
  changed();
}

/** For useSyncExternalStore. */
export function subscribeMarks(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}
