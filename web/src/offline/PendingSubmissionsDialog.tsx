import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatSpanishDate } from '../lib/format';
import type { PendingEntry } from './offlineQueue';
import { entryName, useOfflineSync } from './useOfflineSync';

/** Each saved submission with its state: waiting, being sent, or refused with the server's message. */
export function PendingSubmissionsDialog({ onClose }: { onClose(): void }) {
  const { entries, online, sending, flush, retry, discard } = useOfflineSync();
  const [discarding, setDiscarding] = useState<PendingEntry | null>(null);
  const titleId = `${useId()}-title`;

  const stateOf = (entry: PendingEntry) =>
    entry.submission.refusal
      ? `Rechazado por el servidor: ${entry.submission.refusal.message}`
      : !online
        ? 'Sin conexión: se enviará al volver la conexión'
        : sending
          ? 'Enviando...'
          : 'En espera de envío';

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Envíos pendientes</DialogTitle>
        <DialogContent dividers>
          {entries.length === 0 ? (
            <Alert severity="success">No queda ningún envío pendiente.</Alert>
          ) : (
            <List disablePadding>
              {entries.map((entry) => {
                const name = entryName(entry);
                return (
                  <ListItem key={entry.key} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={name}
                      secondary={
                        <>
                          <Box component="span" sx={{ display: 'block', color: entry.submission.refusal ? 'error.main' : undefined }}>
                            {stateOf(entry)}
                          </Box>
                          <Box component="span" sx={{ display: 'block' }}>
                            Guardado el {formatSpanishDate(entry.submission.savedAt)}
                          </Box>
                        </>
                      }
                      sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    />
                    {entry.submission.refusal && (
                      <Box sx={{ display: 'flex', gap: 1 }}>
                        <Button size="small" onClick={() => void retry(entry.key)} disabled={!online || sending} aria-label={`Reintentar ${name}`}>
                          Reintentar
                        </Button>
                        <Button size="small" color="error" variant="outlined" onClick={() => setDiscarding(entry)} aria-label={`Descartar ${name}`}>
                          Descartar
                        </Button>
                      </Box>
                    )}
                  </ListItem>
                );
              })}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cerrar</Button>
          {entries.some((entry) => !entry.submission.refusal) && (
            <Button variant="contained" onClick={() => void flush()} disabled={!online} loading={sending}>
              Enviar ahora
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={discarding !== null}
        title="¿Descartar este envío?"
        message={discarding ? `Las respuestas de «${entryName(discarding)}» se borrarán de este dispositivo y no se enviarán.` : undefined}
        confirmLabel="Descartar"
        cancelLabel="Cancelar"
        destructive
        onConfirm={() => {
          if (discarding) void discard(discarding.key);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      />
    </>
  );
}
