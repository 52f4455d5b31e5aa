import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { formikFieldProps } from '../../components/formikField';
import { PlainTextField } from '../../components/PlainTextField';
import { messageOf } from '../../relay/errors';
import { paths } from '../../routes/paths';
import { AuthSubmit, OtherAuthLink } from './authParts';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';
import { validateLater } from './validateLater';

/** Said after every request, whether an account has the e-mail or not: the screen never tells which. */
export const resetLinkSentMessage =
  'Si hay una cuenta con ese correo, le hemos enviado un enlace para elegir una contraseña nueva. Revise su correo ' +
  '(también la carpeta de correo no deseado). El enlace vale 1 hora.';

/** '¿Olvidó su contraseña?': asks for the account's e-mail and has a link to choose a new password sent to it. */
const validate = validateLater(() => import('./authSchemas').then((rules) => rules.forgotPasswordSchema));

export function Component() {
  const [requestReset, isSending] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The form goes away once sent: the focus moves to the message that replaces it, read out from where the user is.
  const sentMessage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);

  const form = useFormik({
    initialValues: { email: '' },
    validate,
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        await requestReset({ input: { email: email.trim().toLowerCase() } });
        setSent(true);
      } catch (error) {
        // Too many requests from here or for this e-mail, or no connection: the server's Spanish message.
        setFailure(messageOf(error));
      }
    },
  });

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        ¿Olvidó su contraseña?
      </Typography>
      {sent ? (
        <>
          <Alert ref={sentMessage} tabIndex={-1} severity="success" role="status">
            {resetLinkSentMessage}
          </Alert>
          <Button sx={{ mt: 2 }} onClick={() => setSent(false)}>
            Usar otro correo
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.
          </Typography>
          <Box component="form" noValidate onSubmit={form.handleSubmit}>
            <PlainTextField label="Correo electrónico" type="email" autoComplete="email" {...formikFieldProps(form, 'email')} />
            {failure && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {failure}
              </Alert>
            )}
            <AuthSubmit busy={isSending} label="Enviar enlace" busyLabel="Enviando..." />
          </Box>
        </>
      )}
      <OtherAuthLink question="¿Recordó su contraseña?" to={paths.login.href()} label="Inicie sesión" />
    </>
  );
}
