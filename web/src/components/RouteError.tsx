import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { messageOf } from '../relay/errors';
import { paths } from '../app/paths';

/** What a screen shows when its data cannot be loaded: the Spanish message and a way back. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {messageOf(error)}
      </Alert>
      <Button component={RouterLink} to={paths.groups} variant="outlined">
        Volver a Grupos
      </Button>
    </Box>
  );
}
