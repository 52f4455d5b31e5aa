import { errorMessages } from '@aula/common';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../components/PageTitle';
import { paths } from '../routes/paths';

/** The router's last route: an address no screen answers. */
export function Component() {
  return (
    <>
      <PageTitle>Página no encontrada</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {errorMessages.notFound}
      </Typography>
      <Button component={RouterLink} to={paths.groups.href()} variant="outlined">
        Volver a Grupos
      </Button>
    </>
  );
}
