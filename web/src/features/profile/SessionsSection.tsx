import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { SessionsSection_viewer$data, SessionsSection_viewer$key } from '../../__generated__/SessionsSection_viewer.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Notifier';
import { useToastedMutation } from '../../components/useToastedMutation';
import { formatSpanishDate } from '../../lib/format';
import { pendingText } from '../../offline/PendingSubmissions';
import { useOfflineSync } from '../../offline/useOfflineSync';
import { paths } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { giveUpSession } from '../../session/storage';
import { useEndSessionMutation } from './useEndSessionMutation';
import { useLogOutEverywhereMutation } from './useLogOutEverywhereMutation';

const fragment = graphql`
  fragment SessionsSection_viewer on Viewer {
    sessions {
      id
      device
      createdAt
      lastSeenAt
      remembered
      current
    }
  }
`;

const everywhereText = 'Se cerrarán todas las sesiones de su cuenta, también esta: tendrá que volver a iniciar sesión en cada dispositivo.';

type Session = SessionsSection_viewer$data['sessions'][number];

/** One session: its device ('Esta sesión' for this one), when it began and was last used; 'Cerrar sesión' on the others. */
function SessionRow({ session, onEnd }: { session: Session; onEnd(button: HTMLElement): void }) {
  const started = formatSpanishDate(session.createdAt);
  return (
    <ListItem divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {session.device}
            {session.current && <Chip size="small" color="primary" label="Esta sesión" />}
          </Box>
        }
        secondary={
          <>
            Iniciada el {started}
            <br />
            Último uso: {formatSpanishDate(session.lastSeenAt)}
            {session.remembered && ' · Con «Recordarme»'}
          </>
        }
      />
      {!session.current && (
        <Button
          variant="outlined"
          size="small"
          onClick={(event) => onEnd(event.currentTarget)}
          aria-label={`Cerrar sesión: ${session.device}, iniciada el ${started}`}
        >
          Cerrar sesión
        </Button>
      )}
    </ListItem>
  );
}

/**
 * 'Sesiones': where the account is logged in (device, started, last used; 'Esta sesión' for this one), with
 * 'Cerrar sesión' on each of the others and 'Cerrar sesión en todos los dispositivos', after which this browser is
 * logged out too.
 */
export function SessionsSection({ viewerRef }: { viewerRef: SessionsSection_viewer$key }) {
  const { sessions } = useFragment(fragment, viewerRef);
  const { logOut } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const toasted = useToastedMutation();
  const { count: pending } = useOfflineSync();
  const [endSession] = useEndSessionMutation();
  const [logOutEverywhere, isLoggingOut] = useLogOutEverywhereMutation();
  const [asking, setAsking] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  /** The row leaves at once, its button with it: the focus goes to the next row's button, else the section's title. */
  const end = (id: string, button: HTMLElement) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
    const at = buttons.indexOf(button);
    const neighbour = buttons[at + 1] ?? buttons[at - 1];
    (neighbour ?? listRef.current?.closest('section')?.querySelector<HTMLElement>('h2'))?.focus();
    void toasted(() => endSession(id), { success: 'Sesión cerrada', failure: 'No se pudo cerrar la sesión' });
  };

  const endAll = async () => {
    const keepSession = giveUpSession();
    const ended = await toasted(() => logOutEverywhere({}), { failure: 'No se pudo cerrar la sesión en todos los dispositivos' });
    setAsking(false);
    if (!ended.ok) return keepSession();
    // This session ended with the others: the token goes first, so the /login guard lets us in.
    logOut();
    navigate(paths.login.href(), { replace: true });
    notify.success('Se cerró la sesión en todos los dispositivos', 'Éxito');
  };

  return (
    <>
      <List ref={listRef} aria-label="Sesiones abiertas" disablePadding>
        {/* This session first: the others are what the list is for, and the server orders them by last use. */}
        {[...sessions]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((session) => (
            <SessionRow key={session.id} session={session} onEnd={(button) => end(session.id, button)} />
          ))}
      </List>
      {sessions.every((session) => session.current) && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No hay sesiones abiertas en otros dispositivos.
        </Typography>
      )}
      <Button variant="outlined" color="error" onClick={() => setAsking(true)} sx={{ mt: 2 }}>
        Cerrar sesión en todos los dispositivos
      </Button>
      <ConfirmDialog
        open={asking}
        title="¿Cerrar sesión en todos los dispositivos?"
        message={
          pending > 0
            ? `${everywhereText} Tiene ${pendingText(pending)} en este dispositivo: lo pendiente solo se envía cuando vuelva a iniciar sesión en este navegador.`
            : everywhereText
        }
        confirmLabel="Cerrar todas las sesiones"
        cancelLabel="Cancelar"
        destructive
        focusCancel
        busy={isLoggingOut}
        onConfirm={() => void endAll()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
