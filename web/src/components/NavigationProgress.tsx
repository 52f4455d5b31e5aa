import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { FirstScreenShown } from '../lib/firstScreen';
import { FullPageSpinner } from './FullPageSpinner';

/**
 * A thin bar at the very top while the router fetches the next screen (its code, its loader). The bar is above
 * the app bar and takes no room, so nothing moves when it comes and goes.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}>
      <LinearProgress color="secondary" aria-label="Cargando página" sx={{ height: 3 }} />
    </Box>
  );
}

/**
 * The shell's content: the progress bar, then the screen. Each address has its own Suspense boundary (keyed by
 * the path), so while a new screen waits for its data the spinner replaces the old screen at once, instead of
 * the old screen staying frozen until the data arrives. Moving within one screen (its query string) keeps it.
 * Beside the screen, inside its boundary, the mark that lets what waits for the first screen go (lib/firstScreen.ts).
 */
export function NavigationOutlet() {
  const { pathname } = useLocation();
  return (
    <>
      <NavigationProgress />
      <Suspense key={pathname} fallback={<FullPageSpinner />}>
        <Outlet />
        <FirstScreenShown />
      </Suspense>
    </>
  );
}
