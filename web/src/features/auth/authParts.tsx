import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';

/** The form's wide submit button: its label, or what it is doing while busy (and disabled). */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/** Below the form, the way to the other one: '¿No tiene una cuenta? Regístrese', '¿Ya tiene una cuenta? Inicie sesión'. */
export function OtherAuthLink({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Typography variant="body2" align="center" sx={{ mt: 3 }}>
      {question}{' '}
      <Link component={RouterLink} to={to}>
        {label}
      </Link>
    </Typography>
  );
}

/** Under the form: what continuing accepts, with the terms and the privacy policy a tap away. */
export function LegalNote({ lead }: { lead: string }) {
  return (
    <Typography variant="caption" component="p" align="center" color="text.secondary" sx={{ mt: 2 }}>
      {lead}{' '}
      <Link component={RouterLink} to={paths.terms.href()} color="inherit">
        Términos y condiciones
      </Link>{' '}
      y la{' '}
      <Link component={RouterLink} to={paths.privacy.href()} color="inherit">
        Política de privacidad
      </Link>
      .
    </Typography>
  );
}
