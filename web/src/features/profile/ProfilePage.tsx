import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';

/** The profile: who is logged in, and the way to one's question bank and grades. */
export function Component() {
  const { user, profile } = useSession();
  return (
    <>
      <PageTitle>Perfil</PageTitle>
      {profile && <Typography variant="h6">{profile.username}</Typography>}
      {user && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {user.firstName} {user.lastName} · {user.email}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={RouterLink} to={paths.questions.href()} variant="contained">
          Banco de preguntas
        </Button>
        <Button component={RouterLink} to={paths.grades.href()} variant="outlined">
          Mis notas
        </Button>
      </Stack>
    </>
  );
}
