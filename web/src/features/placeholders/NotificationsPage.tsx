import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/PageTitle';

export function Component() {
  return (
    <>
      <PageTitle>Notificaciones</PageTitle>
      <Typography color="text.secondary">No tiene notificaciones.</Typography>
    </>
  );
}
