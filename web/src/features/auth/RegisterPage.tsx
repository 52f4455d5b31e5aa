import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { FormikTextField } from '../../components/FormikTextField';
import { useToastedMutation } from '../../components/useToastedMutation';
import { normalizeText } from '@aula/common';
import { AppError } from '../../relay/errors';
import { useSession } from '../../session/SessionProvider';
import { endReplacedSession } from './endReplacedSession';
import { AuthSubmit, LegalNote, OtherAuthLink } from './authParts';
import { fullPhone } from '../../lib/phone';
import { PhoneField } from '../../components/PhoneField';
import { useNextPath } from './useNextPath';
import { useSignUpMutation } from './useSignUpMutation';
import { validateLater } from './validateLater';

const validate = validateLater(() => import('./authSchemas').then((rules) => rules.registerSchema));

export function Component() {
  const navigate = useNavigate();
  // Where a shared link sent the visitor before signing up (/join/{code}).
  const { target, carry } = useNextPath();
  const session = useSession();
  const toasted = useToastedMutation();
  const [signUp, isSigningUp] = useSignUpMutation();

  const form = useFormik({
    initialValues: { firstName: '', lastName: '', email: '', countryCode: '+51', phone: '', password: '', verifyPassword: '' },
    validate,
    onSubmit: async (values, { setFieldError }) => {
      const signedUp = await toasted(
        () =>
          signUp({
            input: {
              firstName: normalizeText(values.firstName),
              lastName: normalizeText(values.lastName),
              email: values.email.trim().toLowerCase(),
              phone: fullPhone(values.countryCode, values.phone),
              password: values.password,
            },
          }),
        { failure: 'Error al registrar' },
      );
      if (signedUp.ok) {
        // Signing up logs the user in, for this browser session only (as a login without 'Recordarme').
        endReplacedSession(signedUp.value.signUp.token);
        session.logIn(signedUp.value.signUp, false);
        navigate(target, { replace: true });
      } else if (signedUp.error instanceof AppError && signedUp.error.code === 'CONFLICT') {
        // A taken e-mail ('Este usuario ya existe') is said under the field too, so the person knows to log in instead.
        setFieldError('email', signedUp.error.message);
      }
    },
  });

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Crear cuenta
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
          <FormikTextField form={form} name="firstName" label="Nombres" autoComplete="given-name" />
          <FormikTextField form={form} name="lastName" label="Apellidos" autoComplete="family-name" />
        </Box>
        <FormikTextField form={form} name="email" label="Correo electrónico" type="email" autoComplete="email" />
        <PhoneField form={form} />
        <FormikTextField form={form} name="password" label="Contraseña" type="password" autoComplete="new-password" />
        <FormikTextField form={form} name="verifyPassword" label="Confirmar contraseña" type="password" autoComplete="new-password" />
        <AuthSubmit busy={isSigningUp} label="Registrarse" busyLabel="Registrando..." />
      </Box>
      <OtherAuthLink question="¿Ya tiene una cuenta?" to={carry(paths.login.href())} label="Inicie sesión" />
      <LegalNote lead="Al registrarse acepta los" />
    </>
  );
}
