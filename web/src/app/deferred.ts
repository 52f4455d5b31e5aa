/**
 * Code the first screen does not show (the notices of a missing connection or a failed screen), kept out of the
 * first load and fetched once someone logged in has seen the first screen (ChunkNotice), so that it is there when
 * the connection goes.
 */
export const loadChunkAlert = () => import('./ChunkAlert');
export const loadRouteError = () => import('../components/RouteError');

export function fetchDeferred() {
  for (const load of [loadChunkAlert, loadRouteError]) load().catch(() => undefined);
}
