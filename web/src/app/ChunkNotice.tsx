import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { fetchDeferred, loadChunkAlert } from './deferred';
import { afterFirstScreen } from '../lib/firstScreen';
import { chunkState, subscribeChunkState } from './lazyRoute';

const ChunkAlert = lazy(loadChunkAlert);

/** Every screen, and below it what lazyWithRetry is waiting for, in Spanish, while it waits. */
export function ChunkNotice() {
  const state = useSyncExternalStore(subscribeChunkState, chunkState, () => 'idle' as const);
  // Logged in, the connection may go while answering: the notices' code is fetched once the first screen has
  // painted. The anonymous screens leave it to the service worker's precache, keeping their first load small.
  const { user } = useSession();
  useEffect(() => (user ? afterFirstScreen(fetchDeferred) : undefined), [user]);
  return (
    <>
      <Outlet />
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, display: 'flex', justifyContent: 'center', zIndex: 1500, pointerEvents: 'none' }}
      >
        {state !== 'idle' && (
          <Suspense fallback={null}>
            <ChunkAlert state={state} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
