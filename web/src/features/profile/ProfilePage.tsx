import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { PageTitle } from '../../components/PageTitle';
import { useRouteQuery } from '../../relay/routeQuery';
import { paths } from '../../routes/paths';
import { DataSection } from './DataSection';
import { PasswordForm } from './PasswordForm';
import { PictureSection } from './PictureSection';
import { ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

const query = graphql`
  query ProfilePageQuery {
    viewer {
      user {
        email
      }
      profile {
        username
        ...PictureSection_profile
      }
      ...ProfileForm_viewer
      ...SessionsSection_viewer
    }
  }
`;

/**
 * The profile: who is logged in, the way to one's question bank and grades, and the account itself: personal data,
 * picture, password, the sessions open on other devices, and the user's data (download, delete the account).
 */
export function Component() {
  const { viewer } = useRouteQuery<ProfilePageQuery>(query);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle>Perfil</PageTitle>
      {viewer && (
        <Typography component="p" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {viewer.profile.username}
        </Typography>
      )}
      {viewer && (
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {viewer.user.email}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Button component={RouterLink} to={paths.questions.href()} variant="contained">
          Banco de preguntas
        </Button>
        <Button component={RouterLink} to={paths.grades.href()} variant="outlined">
          Mis notas
        </Button>
      </Stack>
      {viewer && (
        <>
          <ProfileSection title="Datos personales">
            <ProfileForm viewerRef={viewer} />
          </ProfileSection>
          <ProfileSection title="Foto de perfil">
            <PictureSection profileRef={viewer.profile} />
          </ProfileSection>
          <ProfileSection title="Contraseña">
            <PasswordForm />
          </ProfileSection>
          <ProfileSection title="Sesiones">
            <SessionsSection viewerRef={viewer} />
          </ProfileSection>
          <ProfileSection title="Sus datos">
            <DataSection username={viewer.profile.username} />
          </ProfileSection>
        </>
      )}
    </Box>
  );
}
