import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { formikFieldProps } from '../../components/formikField';
import { useNotify } from '../../components/Notifier';
import { PlainTextField } from '../../components/PlainTextField';
import { AppError, messageOf } from '../../relay/errors';
import { paths } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { endReplacedSession } from './endReplacedSession';
import { AuthSubmit } from './authParts';
import { useResetPasswordMutation } from './useResetPasswordMutation';
import { validateLater } from './validateLater';

/** The server's words for a link that is unknown, used or expired; a link without its token reads the same. */
export const invalidLinkMessage = 'El enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.';

const validate = validateLater(() => import('./authSchemas').then((rules) => rules.resetPasswordSchema));

/**
 * The e-mail's link (`/reset-password?token=…`): the new password, twice, and 'Recordarme'. Saving it logs in as
 * that account (every other session of it has ended) and goes to the groups.
 */
export function Component() {
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const session = useSession();
  const notify = useNotify();
  const [resetPassword, isSaving] = useResetPasswordMutation();
  const [linkRefused, setLinkRefused] = useState<string | null>(token ? null : invalidLinkMessage);
  const [failure, setFailure] = useState<string | null>(null);
  // A link refused on saving replaces the form: the focus moves to the message rather than falling to the page.
  const refusedMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linkRefused) refusedMessage.current?.focus();
  }, [linkRefused]);

  const form = useFormik({
    initialValues: { password: '', verifyPassword: '', remember: false },
    validate,
    onSubmit: async ({ password, remember }, { setFieldError }) => {
      setFailure(null);
      try {
        const { resetPassword: result } = await resetPassword({ input: { token: token ?? '', password, remember } });
        endReplacedSession(result.token);
        session.logIn(result, remember);
        notify.success('Guardamos su contraseña nueva y ya inició sesión.', 'Éxito');
        navigate(paths.groups.href(), { replace: true });
      } catch (error) {
        if (error instanceof AppError && error.field === 'password') setFieldError('password', error.message);
        else if (error instanceof AppError && error.code === 'BAD_USER_INPUT') setLinkRefused(error.message);
        else setFailure(messageOf(error));
      }
    },
  });

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Elegir una contraseña nueva
      </Typography>
      {linkRefused ? (
        <>
          <Alert ref={refusedMessage} tabIndex={-1} severity="error">
            {linkRefused}
          </Alert>
          <Typography variant="body2" align="center" sx={{ mt: 3 }}>
            <Link component={RouterLink} to={paths.forgotPassword.href()}>
              Pedir un enlace nuevo
            </Link>
          </Typography>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          <PlainTextField label="Contraseña nueva" type="password" autoComplete="new-password" {...formikFieldProps(form, 'password')} />
          <PlainTextField label="Confirmar contraseña" type="password" autoComplete="new-password" {...formikFieldProps(form, 'verifyPassword')} />
          <FormControlLabel control={<Checkbox {...form.getFieldProps('remember')} checked={form.values.remember} />} label="Recordarme" />
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <AuthSubmit busy={isSaving} label="Guardar contraseña" busyLabel="Guardando..." />
        </Box>
      )}
    </>
  );
}
