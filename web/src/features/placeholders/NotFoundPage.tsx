import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../routes/paths';

export function Component() {
  return (
    <>
      <PageTitle>Página no encontrada</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        No se encontró el recurso
      </Typography>
      <Button component={RouterLink} to={paths.groups.href()} variant="outlined">
        Volver a Grupos
      </Button>
    </>
  );
}
