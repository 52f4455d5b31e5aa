/**
 * Fetching a screen's code ahead, by its route pattern: the app shell says how (app/router.tsx registers the
 * screens' modules), so a screen can ask for the next one's code without importing another feature.
 */
const loaders = new Map<string, () => Promise<unknown>>();

export function registerScreenCode(path: string, load: () => Promise<unknown>) {
  loaders.set(path, load);
}

/** Fetches the code of the screen at `path` (a pattern of routes/paths.ts), if the app registered it; never throws. */
export function preloadScreenCode(path: string) {
  loaders
    .get(path)?.()
    .catch(() => undefined);
}
