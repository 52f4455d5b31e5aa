import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { PendingSubmissionsDialog } from './PendingSubmissionsDialog';
import { useOfflineSync } from './useOfflineSync';

export const pendingText = (count: number) => (count === 1 ? '1 envío pendiente' : `${count} envíos pendientes`);

/**
 * The app bar's chip: 'Sin conexión' while the server cannot be reached, and how many submissions wait (in red
 * when the server refused one). Pressing it opens the list of pending submissions, each with its state and the
 * server's message, where a refused one can be retried or discarded. The sending itself is useOfflineSync's.
 */
export function PendingSubmissions() {
  const { count, online, sending, refusal } = useOfflineSync();
  const [open, setOpen] = useState(false);

  const hint = !online
    ? 'Sin conexión: se enviarán automáticamente al volver la conexión'
    : sending
      ? 'Enviando...'
      : refusal
        ? `No se pudo enviar: ${refusal}`
        : 'Se enviarán automáticamente';

  return (
    <Box role="status" aria-live="polite" sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {!online && count === 0 && (
        <Chip
          label="Sin conexión"
          icon={<CloudOffOutlinedIcon fontSize="small" />}
          sx={{ bgcolor: 'grey.100', color: 'grey.900', fontWeight: 600 }}
        />
      )}
      {count > 0 && (
        <Tooltip title={`${hint}. Pulse para ver el detalle`} describeChild>
          <Chip
            label={pendingText(count)}
            color={refusal ? 'error' : 'secondary'}
            icon={
              sending ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : refusal ? (
                <ErrorOutlineIcon fontSize="small" />
              ) : online ? (
                <CloudUploadOutlinedIcon fontSize="small" />
              ) : (
                <CloudOffOutlinedIcon fontSize="small" />
              )
            }
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            // The theme's orange under white text is 3.05:1; its darker shade reads at 4.5:1 or more.
            sx={{ maxWidth: '100%', fontWeight: 600, ...(refusal ? {} : { bgcolor: 'secondary.dark', '&:hover': { bgcolor: '#8f4a10' } }) }}
          />
        </Tooltip>
      )}
      {open && <PendingSubmissionsDialog onClose={() => setOpen(false)} />}
    </Box>
  );
}
