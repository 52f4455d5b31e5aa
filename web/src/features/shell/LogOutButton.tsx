import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { giveUpSession, readToken } from '../../session/storage';
import { ownerOf, pendingSubmissions } from '../../offline/offlineQueue';
import { pendingText } from '../../offline/PendingSubmissions';
import { useOfflineSync } from '../../offline/useOfflineSync';
import { useLogOutMutation } from './useLogOutMutation';

/** What stays after logging out with submissions waiting, in pendingText's number. */
export const keptText = (count: number) =>
  count === 1
    ? `Tiene ${pendingText(count)} guardado en este dispositivo, cifrado: nadie más podrá leerlo. Se enviará cuando vuelva a iniciar sesión en este navegador.`
    : `Tiene ${pendingText(count)} guardados en este dispositivo, cifrados: nadie más podrá leerlos. Se enviarán cuando vuelva a iniciar sesión en este navegador.`;

/** How long logging out waits for the server to end the session before it goes on without it. */
export const serverLogOutWaitMs = 3000;

/**
 * 'Cerrar sesión': the server ends the session (its token stops working, wherever it was copied), then this
 * browser forgets it. The server's part is best effort: offline, refused or slow, the session still ends here.
 * With submissions still waiting on this device it asks first: they are sent only while this student is logged
 * in here, and stay sealed in the vault (offline/vault.ts), unreadable to anyone else, until the same student logs
 * in again on this browser; the student may send them now, log out anyway or stay.
 */
export function LogOutButton() {
  const { user, logOut } = useSession();
  const navigate = useNavigate();
  const { count, online, sending, flush } = useOfflineSync();
  const [asking, setAsking] = useState(false);
  const [stillPending, setStillPending] = useState(false);
  const [endOnServer, isEnding] = useLogOutMutation();
  const id = useId();

  const leave = async () => {
    setAsking(false);
    giveUpSession();
    if (readToken()) await Promise.race([endOnServer({}).catch(() => null), new Promise((resolve) => setTimeout(resolve, serverLogOutWaitMs))]);
    // Token gone first, so the /login guard lets us in.
    logOut();
    navigate(paths.login.href(), { replace: true });
  };

  const sendThenLeave = async () => {
    setStillPending(false);
    await flush();
    // What is left was refused or could not go: the student decides again, with the dialog still open.
    const left = await pendingSubmissions(ownerOf(user?.id)).catch(() => []);
    if (left.length === 0) await leave();
    else setStillPending(true);
  };

  return (
    <>
      <Button fullWidth variant="outlined" loading={isEnding} onClick={() => (count > 0 ? setAsking(true) : void leave())}>
        Cerrar sesión
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <DialogTitle id={`${id}-title`}>¿Cerrar sesión con envíos pendientes?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{keptText(count)}</DialogContentText>
          {!online && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Sin conexión: no se puede enviar ahora.
            </Alert>
          )}
          {stillPending && online && (
            <Alert severity="error" sx={{ mt: 2 }}>
              No se pudo enviar todo. Revise el detalle en «{pendingText(count)}».
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setAsking(false)}>Cancelar</Button>
          <Button color="error" onClick={() => void leave()}>
            Cerrar sesión de todos modos
          </Button>
          <Button variant="contained" onClick={() => void sendThenLeave()} disabled={!online} loading={sending} autoFocus>
            Enviar ahora
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
