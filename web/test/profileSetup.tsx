import { Outlet, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import * as ProfilePage from '../src/features/profile/ProfilePage';
import { OfflineSyncProvider } from '../src/offline/useOfflineSync';
import profileScreen from '../src/app/loaders/profile';
import { routeLoader } from '../src/app/routeLoader';
import { renderWithProviders } from './renderWithProviders';
import { answer, withSuspense } from './operations';

// What the tests of /profile share: its route, the viewer it shows and the way to open it.

export { answer, lastUploadables, operationNamed, operations } from './operations';

/** /profile inside what the shell gives it (the offline queue: 'Cerrar sesión en todos los dispositivos' counts it), and /login. */
export const routes: RouteObject[] = [
  {
    element: (
      <OfflineSyncProvider>
        <Outlet />
      </OfflineSyncProvider>
    ),
    children: withSuspense([{ path: '/profile', loader: routeLoader(profileScreen), Component: ProfilePage.Component }]),
  },
  { path: '/login', element: <p>Pantalla de inicio de sesión</p> },
];

export const user = { id: 'VXNlcjox', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+51 987654321' };
export const profile = { id: 'UHJvZmlsZTox', username: 'ana.perez', profilePictureUrl: null as string | null };

export const thisSession = {
  id: 'U2Vzc2lvbjox',
  device: 'Chrome en Linux',
  createdAt: '2026-11-20T09:05:00',
  lastSeenAt: '2026-11-27T10:15:00',
  remembered: true,
  current: true,
};
export const phoneSession = {
  id: 'U2Vzc2lvbjoy',
  device: 'Safari en iPhone',
  createdAt: '2026-11-21T18:30:00',
  lastSeenAt: '2026-11-26T21:40:00',
  remembered: false,
  current: false,
};
export const tabletSession = { ...phoneSession, id: 'U2Vzc2lvbjoz', device: 'Firefox en Android', createdAt: '2026-11-22T07:00:00' };

/**
 * Opens /profile with a stored session of Ana's (so the session holds her user, as after a login) and answers its
 * query with her account, profile and these sessions.
 */
export async function openProfile(sessions = [thisSession, phoneSession], picture: string | null = null, account = user) {
  const stored = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
  localStorage.setItem('jwt', 'token-de-prueba');
  localStorage.setItem('user', JSON.stringify(stored));
  // The session check at start (sent without Relay).
  const sessionCheck = { data: { viewer: { user: stored, profile: { id: profile.id, username: profile.username } } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(sessionCheck), { headers: { 'content-type': 'application/json' } })),
  );
  const rendered = renderWithProviders(routes, { initialPath: '/profile' });
  await answer(rendered.environment, 'ProfilePageQuery', {
    data: { viewer: { user: account, profile: { ...profile, profilePictureUrl: picture }, sessions } },
  });
  return rendered;
}
