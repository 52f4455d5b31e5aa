import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useToastedMutation } from '../../components/useToastedMutation';
import { formatSpanishDate } from '../../lib/format';
import type { PublishSection_assignment$key } from '../../__generated__/PublishSection_assignment.graphql';
import { toLocalInput } from './assignmentSchema';
import { usePublishAssignmentMutation } from './usePublishAssignmentMutation';
import { useUnscheduleAssignmentMutation } from './useUnscheduleAssignmentMutation';
import { StatusChip } from './StatusChip';

/** What the section says of each status. */
function statusText(status: string, publishedAt: string | null | undefined, publishAt: string | null | undefined) {
  if (status === 'PUBLISHED') return `Publicada el ${formatSpanishDate(publishedAt)}: los estudiantes del grupo la ven.`;
  if (status === 'SCHEDULED') return `Se publicará el ${formatSpanishDate(publishAt)}. Hasta entonces los estudiantes no la ven.`;
  return 'Borrador: los estudiantes no la ven hasta que la publique.';
}

/** A datetime-local value an hour from now (the picker's first suggestion). */
const inAnHour = () => toLocalInput(new Date(Date.now() + 3_600_000).toISOString());

/**
 * The edit screen's 'Publicación': the assignment's status, 'Publicar' (now, telling the members) and 'Programar'
 * (a date and time, confirmed in the SPEC's date format); a scheduled one may be published now or go back to a draft.
 */
export function PublishSection({ assignmentRef }: { assignmentRef: PublishSection_assignment$key }) {
  const assignment = useFragment(
    graphql`
      fragment PublishSection_assignment on Assignment {
        id
        status
        publishedAt
        publishAt
      }
    `,
    assignmentRef,
  );
  const toasted = useToastedMutation();
  const [publish, isPublishing] = usePublishAssignmentMutation();
  const [unschedule, isUnscheduling] = useUnscheduleAssignmentMutation();
  const [picking, setPicking] = useState(false);
  const [when, setWhen] = useState(inAnHour);
  const id = useId();
  const busy = isPublishing || isUnscheduling;
  const chosen = when ? new Date(when) : null;
  const future = chosen !== null && !Number.isNaN(chosen.getTime()) && chosen.getTime() > Date.now();

  const publishNow = () =>
    toasted(() => publish(assignment.id, null), {
      success: 'Tarea publicada: los estudiantes ya la ven',
      failure: 'No se pudo publicar la tarea',
    });
  const schedule = async () => {
    if (!future) return;
    setPicking(false);
    await toasted(() => publish(assignment.id, chosen.toISOString()), {
      success: `Tarea programada: se publicará el ${formatSpanishDate(chosen)}`,
      failure: 'No se pudo programar la tarea',
    });
  };
  const backToDraft = () =>
    toasted(() => unschedule(assignment.id), { success: 'La tarea volvió a ser un borrador', failure: 'No se pudo cancelar la programación' });

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          Publicación
        </Typography>
        <StatusChip status={assignment.status} />
      </Box>
      <Typography color="text.secondary" role="status">
        {statusText(assignment.status, assignment.publishedAt, assignment.publishAt)}
      </Typography>
      {assignment.status !== 'PUBLISHED' && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Button type="button" variant="contained" onClick={() => void publishNow()} disabled={busy}>
            {assignment.status === 'SCHEDULED' ? 'Publicar ahora' : 'Publicar'}
          </Button>
          <Button
            type="button"
            variant="outlined"
            onClick={() => {
              setWhen(assignment.publishAt ? toLocalInput(assignment.publishAt) : inAnHour());
              setPicking(true);
            }}
            disabled={busy}
          >
            Programar
          </Button>
          {assignment.status === 'SCHEDULED' && (
            <Button type="button" onClick={() => void backToDraft()} disabled={busy}>
              Cancelar programación
            </Button>
          )}
        </Box>
      )}
      <Dialog open={picking} onClose={() => setPicking(false)} aria-labelledby={`${id}-dialog`}>
        <DialogTitle id={`${id}-dialog`}>Programar la publicación</DialogTitle>
        <DialogContent>
          <TextField
            label="Fecha y hora de publicación"
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            error={!future}
            helperText={future ? `Se publicará el ${formatSpanishDate(chosen)}` : 'Elija una fecha y hora futuras'}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPicking(false)}>Cancelar</Button>
          <Button variant="contained" onClick={() => void schedule()} disabled={!future || busy}>
            Programar
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
