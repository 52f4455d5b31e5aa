/**
 * The images of statements (and any other stored image, /storage/…) the service worker keeps for offline use
 * (vite.config.ts, CacheFirst, bounded): the name both sides use. Images hold no text, but they are one user's
 * view, so the cache goes with the session (useKeepOfflineFresh.ts).
 */
export const mediaCacheName = 'aula-media';
export const mediaPathPrefix = '/storage/';

/** An entry of the cache naming whose images it holds (an opaque user id): never a /storage/ address. */
const ownerEntry = '/aula-media-owner';

/**
 * Makes the kept images `userId`'s: when they are another user's (their session ended where no page heard it: it
 * expired, or the browser was closed), they go first.
 */
export async function claimMedia(userId: string) {
  if (typeof caches === 'undefined') return;
  const owner = await (await caches.match(ownerEntry, { cacheName: mediaCacheName }))?.text();
  if (owner === userId) return;
  if (owner !== undefined) await caches.delete(mediaCacheName);
  await (await caches.open(mediaCacheName)).put(ownerEntry, new Response(userId));
}

/** Drops every kept image (the session ended). */
export async function forgetMedia() {
  if (typeof caches !== 'undefined') await caches.delete(mediaCacheName);
}

/**
 * Fetches `urls` now so that they are at hand offline: through the service worker when it controls the page (it
 * keeps them under its own rules), else straight into the cache it reads from.
 */
export async function warmMedia(urls: readonly string[]) {
  if (typeof caches === 'undefined' || urls.length === 0) return;
  const viaWorker = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  const cache = viaWorker ? null : await caches.open(mediaCacheName);
  await Promise.all(
    urls.map((url) =>
      (viaWorker ? fetch(url, { credentials: 'same-origin' }).then(() => undefined) : cache!.add(url)).catch((error: unknown) =>
        console.error('Keeping an image', url, error),
      ),
    ),
  );
}

/** Every stored image's address (`imageUrl` fields under /storage/) anywhere in a query's answer. */
export function mediaUrlsIn(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) value.forEach((item) => mediaUrlsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
      if (field === 'imageUrl' && typeof inner === 'string' && new URL(inner, 'http://aula.invalid').pathname.startsWith(mediaPathPrefix))
        found.add(inner);
      else mediaUrlsIn(inner, found);
    }
  }
  return [...found];
}
