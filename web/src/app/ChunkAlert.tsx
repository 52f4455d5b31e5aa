import Alert from '@mui/material/Alert';

/** What lazyWithRetry is waiting for, in Spanish (ChunkNotice loads this when the app starts, not with the first screen). */
export default function ChunkAlert({ state }: { state: 'waiting' | 'reloading' }) {
  return (
    <Alert severity={state === 'waiting' ? 'warning' : 'info'} sx={{ pointerEvents: 'auto', maxWidth: 560, boxShadow: 3 }}>
      {state === 'waiting' ? 'Sin conexión: la pantalla se abrirá cuando vuelva la conexión.' : 'Hay una nueva versión de Aula. Cargando...'}
    </Alert>
  );
}
