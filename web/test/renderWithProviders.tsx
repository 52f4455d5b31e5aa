import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { theme } from '../src/app/theme';
import { NotifierProvider } from '../src/components/Notifier';
import { setRelayEnvironment } from '../src/relay/environment';
import { SessionProvider } from '../src/session/SessionProvider';

/**
 * Renders routes as the app does (theme, toasts, session, Relay, a data router) on Relay's mock environment:
 * tests answer each operation with `environment.mock.resolveMostRecentOperation(...)`. The session check, login
 * and sign-up go through `fetch` (they bypass the store): tests that need them stub `fetch`.
 */
export function renderWithProviders(routes: RouteObject[], { initialPath = '/' } = {}) {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment as unknown as Parameters<typeof setRelayEnvironment>[0]);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifierProvider>
        <SessionProvider fallback={<p>Verificando sesión</p>}>
          <RelayEnvironmentProvider environment={environment as never}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </SessionProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
  return { ...view, environment, router, user };
}
