import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormikTextField } from '../../components/FormikTextField';
import { useNotify } from '../../components/Notifier';
import { messageOf } from '../../relay/errors';
import { paths } from '../../routes/paths';
import { pointsOptions, startLiveGameDefaults, startLiveGameSchema, type StartLiveGameValues } from './startLiveGameSchema';
import { useStartLiveGameMutation } from './useStartLiveGameMutation';

/**
 * 'Jugar en vivo': the game's settings (seconds per question, points, streak bonus, whether it counts as an
 * attempt), then the host's screen of the new game.
 */
export function StartLiveGameDialog({ assignmentId, open, onClose }: { assignmentId: string; open: boolean; onClose(): void }) {
  const titleId = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const [start, starting] = useStartLiveGameMutation();
  const form = useFormik<StartLiveGameValues>({
    initialValues: startLiveGameDefaults,
    validationSchema: startLiveGameSchema,
    onSubmit: async ({ questionSeconds, ...settings }) => {
      try {
        const game = await start({ assignmentId, questionSeconds: Number(questionSeconds.trim()), ...settings });
        navigate(paths.liveHost.href(game.id));
      } catch (error) {
        notify.error(messageOf(error), 'Error');
      }
    },
  });
  const busy = starting || form.isSubmitting;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>Jugar en vivo</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormikTextField
            form={form}
            name="questionSeconds"
            label="Segundos por pregunta"
            hint="De 5 a 240"
            autoComplete="off"
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField select name="points" label="Puntos" value={form.values.points} onChange={form.handleChange}>
            {pointsOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <div>
            <FormControlLabel
              control={<Switch name="streakBonus" checked={form.values.streakBonus} onChange={form.handleChange} />}
              label="Bonificación por racha"
            />
            <FormHelperText sx={{ mt: 0 }}>Cada acierto seguido suma 100 puntos más, hasta 500.</FormHelperText>
          </div>
          <div>
            <FormControlLabel
              control={<Switch name="countsAsAttempt" checked={form.values.countsAsAttempt} onChange={form.handleChange} />}
              label="Cuenta como intento calificado"
            />
            <FormHelperText sx={{ mt: 0 }}>Al terminar, las respuestas de cada jugador se califican como un intento de la tarea.</FormHelperText>
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Creando...' : 'Crear juego'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
