import Alert from '@mui/material/Alert';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { savedAtOf, subscribeMarks } from './screenMarks';

/** 'hace N min' in whole minutes; under a minute, 'hace menos de 1 min'. */
export function offlineSinceText(savedAt: number, now: number): string {
  const minutes = Math.floor((now - savedAt) / 60_000);
  return `Sin conexión · actualizado hace ${minutes < 1 ? 'menos de 1' : minutes} min`;
}

/** When the answer shown for `operation` with `variables` was saved on the device, or null when it is the server's. */
export function useSavedAt(operation: string | undefined, variables: unknown): number | null {
  return useSyncExternalStore(
    subscribeMarks,
    () => (operation ? savedAtOf(operation, variables) : null),
    () => null,
  );
}

/**
 * The line a screen shows when what it shows is what was last seen on this device, not the server's answer (no
 * connection): 'Sin conexión · actualizado hace N min', counting on while it stays. Reads the route's own query
 * (what its loader started), so a screen only places it.
 */
export function OfflineSince() {
  const preloaded = useLoaderData() as PreloadedQuery<never> | null;
  const savedAt = useSavedAt(preloaded?.name, preloaded?.variables);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (savedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, [savedAt]);
  if (savedAt === null) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {offlineSinceText(savedAt, Math.max(now, savedAt))}
    </Alert>
  );
}
