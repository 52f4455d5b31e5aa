import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { validationMessages } from '@aula/common';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { FormikTextField } from '../../components/FormikTextField';
import { useNotify } from '../../components/Notifier';
import { useToastedMutation } from '../../components/useToastedMutation';
import { password, passwordRepeat } from '../../lib/personSchemas';
import { refusedField } from './refusedField';
import { useChangePasswordMutation } from './useChangePasswordMutation';

const schema = yup.object({
  currentPassword: yup.string().required(validationMessages.passwordRequired),
  newPassword: password,
  repeatPassword: passwordRepeat('newPassword'),
});
type Values = yup.InferType<typeof schema>;
const empty: Values = { currentPassword: '', newPassword: '', repeatPassword: '' };
const fields = ['currentPassword', 'newPassword'] as const;

/** What changing the password did to the other sessions, in the toast that confirms it. */
function changedText(endedSessionCount: number) {
  if (endedSessionCount === 0) return 'Contraseña cambiada. No había sesiones abiertas en otros dispositivos.';
  if (endedSessionCount === 1) return 'Contraseña cambiada. Se cerró 1 sesión en otro dispositivo.';
  return `Contraseña cambiada. Se cerraron ${endedSessionCount} sesiones en otros dispositivos.`;
}

/**
 * 'Contraseña': the current one, the new one twice. The server checks the current one (its refusal shows under that
 * field) and ends every other session; this one goes on.
 */
export function PasswordForm() {
  const notify = useNotify();
  const toasted = useToastedMutation();
  const [change, isChanging] = useChangePasswordMutation();
  const form = useFormik<Values>({
    initialValues: empty,
    validationSchema: schema,
    onSubmit: async (values, { setFieldError, resetForm }) => {
      const changed = await toasted(() => change(values.currentPassword, values.newPassword), {
        failure: 'No se pudo cambiar la contraseña',
        handledHere: (error) => refusedField(error, fields) !== undefined,
      });
      if (changed.ok) {
        resetForm();
        notify.success(changedText(changed.value.changePassword.endedSessionCount), 'Éxito');
        return;
      }
      const field = refusedField(changed.error, fields);
      if (field) setFieldError(field, (changed.error as Error).message);
    },
  });
  const busy = isChanging || form.isSubmitting;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Cambiar contraseña">
      <FormikTextField form={form} name="currentPassword" label="Contraseña actual" type="password" autoComplete="current-password" />
      <FormikTextField form={form} name="newPassword" label="Contraseña nueva" type="password" autoComplete="new-password" />
      <FormikTextField form={form} name="repeatPassword" label="Repita la contraseña nueva" type="password" autoComplete="new-password" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Cambiando...' : 'Cambiar contraseña'}
        </Button>
      </Box>
    </Box>
  );
}
