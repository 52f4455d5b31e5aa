import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link as RouterLink, useRevalidator, useRouteError } from 'react-router-dom';
import { isConnected, subscribeConnection } from '../relay/connection';
import { messageOf } from '../relay/errors';
import { paths } from '../routes/paths';

/**
 * What a screen shows when its data cannot be loaded: the Spanish message and a way back. Offline, or with the
 * server unreachable, it says so and loads the screen again by itself when the connection returns.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useSyncExternalStore(subscribeConnection, isConnected, () => true);
  const revalidator = useRevalidator();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      void revalidator.revalidate();
    }
  }, [online, revalidator]);

  return (
    <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
      <Alert severity={online ? 'error' : 'warning'} sx={{ mb: 2 }}>
        {online ? messageOf(error) : 'Sin conexión. Esta pantalla se cargará cuando vuelva la conexión.'}
      </Alert>
      <Button component={RouterLink} to={paths.groups.href()} variant="outlined">
        Volver a Grupos
      </Button>
    </Box>
  );
}
