import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { NavLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { afterFirstScreen } from '../../lib/firstScreen';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NavigationOutlet } from '../../components/NavigationProgress';
import { getRelayEnvironment } from '../../relay/environment';
import { useSession } from '../../session/SessionProvider';
import { PendingSubmissions } from '../../offline/PendingSubmissions';
import { OfflineSyncProvider } from '../../offline/useOfflineSync';
import { useKeepOfflineFresh } from '../../offline/useKeepOfflineFresh';
import { LogOutButton } from './LogOutButton';
import { NotificationsBadge, UnreadDot, useNotificationStream } from './NotificationsBadge';

/** Width of the fixed navigation on medium and wider screens: room for the longest entry and the user name. */
const navWidth = '18rem';

const entries = [
  { label: 'Grupos', to: paths.groups.href() },
  { label: 'Modo Libre', to: paths.freeMode.href() },
  { label: 'Unirse a un juego', to: paths.play.href() },
  { label: 'Notificaciones', to: paths.notifications.href() },
  { label: 'Perfil', to: paths.profile.href() },
];

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { profile } = useSession();
  return (
    <Box component="nav" aria-label="Navegación principal" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <List>
        {/* Each link in its own list item: a list holds items, not links. */}
        {entries.map((entry) => (
          <ListItem key={entry.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={entry.to}
              onClick={onNavigate}
              sx={{ mx: 1, borderRadius: 2, '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
            >
              <ListItemText primary={entry.label} />
              {entry.to === paths.notifications.href() && <NotificationsBadge />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <Box sx={{ p: 2 }}>
        {profile && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {profile.username}
          </Typography>
        )}
        <LogOutButton />
      </Box>
    </Box>
  );
}

/** Live notifications while the shell is open; inside the shell's Relay environment. */
function NotificationStream() {
  useNotificationStream();
  return null;
}

/** The logged-in frame: brand title, fixed navigation on md and wider screens, a menu button on smaller ones. */
export function Component() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The session's store (one per token). Kept through logout until /login replaces the shell, so the screen
  // being left never renders against an empty store.
  const { user } = useSession();
  const environment = useRef<Environment | null>(null);
  if (user || !environment.current) environment.current = getRelayEnvironment();
  // The assignments marked 'Disponible sin conexión' fetched again, once the first screen is up.
  useKeepOfflineFresh(environment.current, user?.id);
  // Toasts load lazily; fetch their code while online (after the first screen), so an offline submit can still say
  // it was saved.
  useEffect(() => afterFirstScreen(() => void import('../../components/Toast')), []);
  return (
    <RelayEnvironmentProvider environment={environment.current}>
      <OfflineSyncProvider>
        <NotificationStream />
        <Box sx={{ display: 'flex', minHeight: '100vh' }}>
          <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
            <Toolbar>
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Abrir menú"
                onClick={() => setMenuOpen(true)}
                sx={{ mr: 1, display: { md: 'none' } }}
              >
                <UnreadDot>
                  <MenuIcon />
                </UnreadDot>
              </IconButton>
              <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                Aula
              </Typography>
              <PendingSubmissions />
            </Toolbar>
          </AppBar>
          <Drawer
            variant="temporary"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            // The phone menu is a dialog: it needs a name.
            slotProps={{ paper: { 'aria-label': 'Menú de navegación' } }}
            sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: navWidth, maxWidth: '85vw' } }}
          >
            <Navigation onNavigate={() => setMenuOpen(false)} />
          </Drawer>
          <Drawer
            variant="permanent"
            sx={{ display: { xs: 'none', md: 'block' }, width: navWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: navWidth } }}
            open
          >
            <Navigation />
          </Drawer>
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
            <Toolbar />
            <Suspense fallback={<FullPageSpinner />}>
              <NavigationOutlet />
            </Suspense>
          </Box>
        </Box>
      </OfflineSyncProvider>
    </RelayEnvironmentProvider>
  );
}
