import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { FirstScreenShown } from '../src/lib/firstScreen';
import { theme } from '../src/app/theme';
import { NotifierProvider } from '../src/components/Notifier';
import { setRelayEnvironment } from '../src/relay/environment';
import { SessionProvider } from '../src/session/SessionProvider';

/**
 * Renders routes as the app does (theme, toasts, session, Relay, a data router) on Relay's mock environment:
 * tests answer each operation with `environment.mock.resolveMostRecentOperation(...)`. The session check, login
 * and sign-up go through `fetch` (they bypass the store): tests that need them stub `fetch`. What the app holds back
 * until its first screen has painted (lib/firstScreen.ts) goes at the first render, as the shell would let it.
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
            <FirstScreenShown />
          </RelayEnvironmentProvider>
        </SessionProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
  return { ...view, environment, router, user };
}

export type User = ReturnType<typeof renderWithProviders>['user'];

/** Opens a row's ⋮ menu (by its button's name), picks the item and returns the dialog that asks to confirm it. */
export async function menuDialog(user: User, menuButton: string, item: string) {
  await user.click(await screen.findByRole('button', { name: menuButton }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

/** Opens a select (by its accessible name) and picks the option with that name. */
export async function chooseOption(user: User, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}
