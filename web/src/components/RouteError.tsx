import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useRevalidator, useRouteError } from 'react-router-dom';
import { isConnected, subscribeConnection } from '../relay/connection';
import { messageOf } from '../relay/errors';
import { paths } from '../routes/paths';

/**
 * What a screen shows when its data cannot be loaded: the Spanish message and a way back. Offline, or with the
 * server unreachable, it says so and loads the screen again by itself when the connection returns. An error that
 * happened without a connection is never shown as the server's: while the screen loads again it still says it
 * waits for the connection, and only a new error, from the server, is shown as one.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useSyncExternalStore(subscribeConnection, isConnected, () => true);
  const revalidator = useRevalidator();
  const [offlineError, setOfflineError] = useState<unknown>(online ? undefined : error);
  if (!online && offlineError !== error) setOfflineError(error);
  const waitingForConnection = !online || offlineError === error;
  useEffect(() => {
    if (online && offlineError === error && revalidator.state === 'idle') void revalidator.revalidate();
  }, [online, offlineError, error, revalidator]);

  return (
    <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Alert severity={waitingForConnection ? 'warning' : 'error'} sx={{ mb: 2 }}>
        {waitingForConnection ? 'Sin conexión. Esta pantalla se cargará cuando vuelva la conexión.' : messageOf(error)}
      </Alert>
      <Button component={RouterLink} to={paths.groups.href()} variant="outlined">
        Volver a Grupos
      </Button>
    </Box>
  );
}
