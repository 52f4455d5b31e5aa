import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useNotify } from '../../components/Notifier';
import { normalizeText } from '@aula/common';
import { AppError } from '../../relay/errors';
import { useSession } from '../../session/SessionProvider';
import { countryCodes, fullPhone, phoneCharacters } from './phone';
import { useSignUpMutation } from './useSignUpMutation';
import { validateLater } from './validateLater';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'verifyPassword';

export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  const notify = useNotify();
  const [signUp, isSigningUp] = useSignUpMutation();

  const form = useFormik({
    initialValues: { firstName: '', lastName: '', email: '', countryCode: '+51', phone: '', password: '', verifyPassword: '' },
    validate: validateLater(() => import('./authSchemas').then((rules) => rules.registerSchema)),
    onSubmit: async (values, { setFieldError }) => {
      try {
        const { signUp: result } = await signUp({
          input: {
            firstName: normalizeText(values.firstName),
            lastName: normalizeText(values.lastName),
            email: values.email.trim().toLowerCase(),
            phone: fullPhone(values.countryCode, values.phone),
            password: values.password,
          },
        });
        // Signing up logs the user in.
        session.logIn(result.token, result.deviceToken, result.user, result.profile);
        navigate(paths.groups.href(), { replace: true });
      } catch (error) {
        // A taken e-mail is the gateway's CONFLICT ('Este usuario ya existe'): said under the field too, so the
        // person knows to log in instead.
        if (error instanceof AppError && error.code === 'CONFLICT') {
          setFieldError('email', error.message);
          notify.error(error.message, 'Error al registrar');
        } else {
          notify.error('Error al registrar', 'Error');
        }
      }
    },
  });

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => {
    const error = (form.touched[name] && form.errors[name]) || undefined;
    return <TextField label={label} {...form.getFieldProps(name)} error={Boolean(error)} helperText={error} {...extra} />;
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Crear cuenta
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
          {field('firstName', 'Nombres', { autoComplete: 'given-name' })}
          {field('lastName', 'Apellidos', { autoComplete: 'family-name' })}
        </Box>
        {field('email', 'Correo electrónico', { type: 'email', autoComplete: 'email' })}
        <Box sx={{ display: 'grid', gridTemplateColumns: '9.5rem 1fr', columnGap: 2 }}>
          <TextField select label="Código de país" {...form.getFieldProps('countryCode')}>
            {countryCodes.map(({ code, country }) => (
              <MenuItem key={code} value={code}>
                {code} {country}
              </MenuItem>
            ))}
          </TextField>
          {field('phone', 'Celular', {
            type: 'tel',
            autoComplete: 'tel-national',
            inputMode: 'tel',
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue('phone', phoneCharacters(event.target.value)),
          })}
        </Box>
        {field('password', 'Contraseña', { type: 'password', autoComplete: 'new-password' })}
        {field('verifyPassword', 'Confirmar contraseña', { type: 'password', autoComplete: 'new-password' })}
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSigningUp} sx={{ mt: 2 }}>
          {isSigningUp ? 'Registrando...' : 'Registrarse'}
        </Button>
      </Box>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        ¿Ya tiene una cuenta?{' '}
        <Link component={RouterLink} to={paths.login.href()}>
          Inicie sesión
        </Link>
      </Typography>
    </>
  );
}
