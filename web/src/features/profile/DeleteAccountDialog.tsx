import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { validationMessages } from '@aula/common';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { FormikTextField } from '../../components/FormikTextField';
import { useNotify } from '../../components/Notifier';
import { useToastedMutation } from '../../components/useToastedMutation';
import { paths } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { giveUpSession } from '../../session/storage';
import { refusedField } from './refusedField';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';

const schema = yup.object({ password: yup.string().required(validationMessages.passwordRequired) });

const consequences = [
  'Nadie podrá volver a entrar con esta cuenta: se cierran todas sus sesiones y se borran su nombre, su correo y su celular.',
  'Sus intentos y notas quedan en los registros de sus profesores, a nombre de «Usuario eliminado».',
  'Los grupos de los que es propietario se desactivan.',
  'Sale de los grupos de los que es miembro, salvo de aquellos en los que entregó intentos: allí sigue en la lista de miembros como «Usuario eliminado», para que el docente conserve sus notas.',
  'Las preguntas que escribió siguen en las tareas que las usan.',
];

/** A refusal of the password (a wrong one): said under the field, not in a toast. */
const refusedPassword = (error: unknown) => refusedField(error, ['password']) !== undefined;

/**
 * 'Eliminar cuenta': what deleting means, said before anything happens, then the password to confirm. Once deleted,
 * this browser is logged out and lands on /login with the news.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const id = useId();
  const { logOut } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const toasted = useToastedMutation();
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();

  const form = useFormik({
    initialValues: { password: '' },
    validationSchema: schema,
    onSubmit: async ({ password }, { setFieldError }) => {
      // Refusals of this session from now on (its live stream closing first) are this tab's own doing.
      const keepSession = giveUpSession();
      const deleted = await toasted(() => deleteAccount({ input: { password } }), {
        failure: 'No se pudo eliminar la cuenta',
        handledHere: refusedPassword,
      });
      if (deleted.ok) {
        logOut();
        navigate(paths.login.href(), { replace: true });
        notify.success('Su cuenta se eliminó. Gracias por haber usado Aula.', 'Cuenta eliminada');
        return;
      }
      keepSession();
      if (refusedPassword(deleted.error)) setFieldError('password', (deleted.error as Error).message);
    },
  });
  const busy = isDeleting || form.isSubmitting;
  const close = () => {
    if (busy) return;
    form.resetForm();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={`${id}-title`}>¿Eliminar su cuenta?</DialogTitle>
        <DialogContent>
          <Box id={`${id}-text`}>
            <Alert severity="warning" sx={{ mb: 2 }}>
              No se puede deshacer. Si quiere conservar sus datos, descárguelos antes con «Descargar mis datos».
            </Alert>
            <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0 }}>
              {consequences.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Typography>
          </Box>
          <FormikTextField
            form={form}
            name="password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            hint="Escriba su contraseña para confirmar."
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? 'Eliminando...' : 'Eliminar mi cuenta'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
