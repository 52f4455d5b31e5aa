import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { formikFieldProps } from '../../components/formikField';
import { PlainTextField } from '../../components/PlainTextField';
import { messageOf } from '../../relay/errors';
import { useSession } from '../../session/SessionProvider';
import { takeSessionEndedNotice } from '../../session/sessionEnded';
import { readDeviceToken } from '../../session/storage';
import { endReplacedSession } from './endReplacedSession';
import { AuthSubmit, LegalNote, OtherAuthLink } from './authParts';
import { useNextPath } from './useNextPath';
import { useLogInMutation } from './useLogInMutation';
import { validateLater } from './validateLater';

// The modals load when there is something to say, keeping the first screen light.
const MessageDialog = lazy(() => import('../../components/MessageDialog').then((module) => ({ default: module.MessageDialog })));

/** After a login the success modal stays 1 second, then the app goes to /groups. */
export const loginRedirectDelayMs = 1000;

const validate = validateLater(() => import('./authSchemas').then((rules) => rules.loginSchema));

export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  // The page asked for before logging in (a shared /join/{code}, a screen opened in a new tab).
  const { target, carry } = useNextPath();
  const [logIn, isLoggingIn] = useLogInMutation();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  // Read after the first render: this screen is prerendered, and the build knows of no ended session.
  const [sessionEnded, setSessionEnded] = useState(false);
  useEffect(() => setSessionEnded(takeSessionEndedNotice()), []);

  const form = useFormik({
    // Not remembered unless asked: on a shared computer the next person must not find the session.
    initialValues: { email: '', password: '', remember: false },
    validate,
    onSubmit: async ({ email, password, remember }) => {
      try {
        const normalized = email.trim().toLowerCase();
        // This browser's device token for the account, if it logged in to it before: strangers' failures never hold it up.
        const { logIn: result } = await logIn({
          input: { email: normalized, password, remember, deviceToken: readDeviceToken(normalized) ?? undefined },
        });
        endReplacedSession(result.token);
        session.logIn(result, remember);
        setOutcome({ ok: true });
      } catch (error) {
        setOutcome({ ok: false, message: messageOf(error) });
      }
    },
  });

  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), loginRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate, target]);

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Iniciar sesión
      </Typography>
      {sessionEnded && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          Su sesión terminó: se cerró desde otro dispositivo, cambió la contraseña o caducó. Inicie sesión de nuevo.
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <PlainTextField label="Correo electrónico" type="email" autoComplete="email" {...formikFieldProps(form, 'email')} />
        <PlainTextField label="Contraseña" type="password" autoComplete="current-password" {...formikFieldProps(form, 'password')} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox {...form.getFieldProps('remember')} checked={form.values.remember} />} label="Recordarme" />
          <Link component={RouterLink} to={paths.forgotPassword.href()} underline="hover" variant="body2">
            ¿Olvidó su contraseña?
          </Link>
        </Box>
        <AuthSubmit busy={isLoggingIn} label="Iniciar sesión" busyLabel="Ingresando..." />
      </Box>
      <OtherAuthLink question="¿No tiene una cuenta?" to={carry(paths.register.href())} label="Regístrese" />
      <LegalNote lead="Al continuar acepta los" />
      {outcome && (
        <Suspense fallback={null}>
          {outcome.ok ? (
            <MessageDialog open title="Éxito" message="Inicio de sesión exitoso. Redirigiendo..." />
          ) : (
            <MessageDialog open title="Error" message={outcome.message} onClose={() => setOutcome(null)} />
          )}
        </Suspense>
      )}
    </>
  );
}
