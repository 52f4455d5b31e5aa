import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useOfflineSync } from './useOfflineSync';

const pendingText = (count: number) => (count === 1 ? '1 envío pendiente' : `${count} envíos pendientes`);

/**
 * The app bar's chip for submissions saved while offline: how many wait, whether they are being sent, offline or
 * refused (in red, with the server's message in the tooltip). Pressing it tries again at once. The sending itself
 * is useOfflineSync's, which runs as long as the shell shows this chip.
 */
export function PendingSubmissions() {
  const { count, online, sending, refusal, flush } = useOfflineSync();

  const hint = !online
    ? 'Sin conexión: se enviarán automáticamente al volver la conexión'
    : sending
      ? 'Enviando...'
      : refusal
        ? `No se pudo enviar: ${refusal}. Pulse para reintentar`
        : 'Se enviarán automáticamente. Pulse para reintentar ahora';

  return (
    <Box role="status" aria-live="polite" sx={{ ml: 'auto', display: 'flex', alignItems: 'center', minWidth: 0 }}>
      {count > 0 && (
        <Tooltip title={hint} describeChild>
          <Chip
            label={pendingText(count)}
            color={refusal && online ? 'error' : 'secondary'}
            icon={
              sending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : online ? (
                <CloudUploadOutlinedIcon fontSize="small" />
              ) : (
                <CloudOffOutlinedIcon fontSize="small" />
              )
            }
            onClick={() => void flush()}
            // The theme's orange under white text is 3.05:1; its darker shade reads at 4.5:1 or more.
            sx={{ maxWidth: '100%', fontWeight: 600, ...(refusal && online ? {} : { bgcolor: 'secondary.dark', '&:hover': { bgcolor: '#8f4a10' } }) }}
          />
        </Tooltip>
      )}
    </Box>
  );
}
