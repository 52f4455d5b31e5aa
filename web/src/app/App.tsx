import CssBaseline from '@mui/material/CssBaseline';
// MUI's system ThemeProvider: the Material one also brings the CSS-variables provider, which our theme does not use.
import { ThemeProvider } from '@mui/system';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { NotifierProvider } from '../components/Notifier';
import { SessionProvider } from '../session/SessionProvider';
import { createAppRouter } from './router';
import { theme } from './theme';

/** The router is made only once the stored session is verified, so its first loaders run as the right user. */
function Routes() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifierProvider>
        <SessionProvider fallback={<FullPageSpinner label="Verificando sesión" />}>
          <Routes />
        </SessionProvider>
      </NotifierProvider>
    </ThemeProvider>
  );
}
