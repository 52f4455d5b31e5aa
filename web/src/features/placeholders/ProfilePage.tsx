import Typography from '@mui/material/Typography';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from './PageTitle';

export function Component() {
  const { user, profile } = useSession();
  return (
    <>
      <PageTitle>Perfil</PageTitle>
      {profile && <Typography variant="h6">{profile.username}</Typography>}
      {user && (
        <Typography color="text.secondary">
          {user.firstName} {user.lastName} · {user.email}
        </Typography>
      )}
    </>
  );
}
