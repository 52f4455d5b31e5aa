import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { chunkState, subscribeChunkState } from './lazyRoute';

/** Every screen, and below it what lazyWithRetry is waiting for, in Spanish, while it waits. */
export function ChunkNotice() {
  const state = useSyncExternalStore(subscribeChunkState, chunkState, () => 'idle' as const);
  return (
    <>
      <Outlet />
      <Box role="status" aria-live="polite" sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, display: 'flex', justifyContent: 'center', zIndex: 1500, pointerEvents: 'none' }}>
        {state !== 'idle' && (
          <Alert severity={state === 'waiting' ? 'warning' : 'info'} sx={{ pointerEvents: 'auto', maxWidth: 560, boxShadow: 3 }}>
            {state === 'waiting'
              ? 'Sin conexión: la pantalla se abrirá cuando vuelva la conexión.'
              : 'Hay una nueva versión de Aula. Cargando...'}
          </Alert>
        )}
      </Box>
    </>
  );
}
