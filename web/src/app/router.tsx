import { createBrowserRouter, redirect } from 'react-router-dom';
import { readToken } from '../session/storage';
import { RouteError } from '../components/RouteError';
import { paths } from './paths';

// SPEC.md section 2: anonymous users reach only /, /login and /register; a logged-in user never sees those two.
const requireSession = () => (readToken() ? null : redirect(paths.login));
const anonymousOnly = () => (readToken() ? redirect(paths.groups) : null);

/** Every screen is its own chunk: `lazy` loads the module, which exports `Component` and, with data, `loader`. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      children: [
        { index: true, loader: () => redirect(readToken() ? paths.groups : paths.login) },
        {
          loader: anonymousOnly,
          lazy: () => import('../features/auth/PublicLayout'),
          children: [
            { path: 'login', lazy: () => import('../features/auth/LoginPage') },
            { path: 'register', lazy: () => import('../features/auth/RegisterPage') },
          ],
        },
        {
          loader: requireSession,
          lazy: () => import('../features/shell/AppShell'),
          children: [
            {
              // Errors of a screen show inside the shell, with the navigation still there.
              errorElement: <RouteError />,
              children: [
                {
                  path: 'groups',
                  children: [
                    { index: true, lazy: () => import('../features/groups/GroupListPage') },
                    { path: 'add', lazy: () => import('../features/groups/GroupCreatePage') },
                    { path: 'members/:id', lazy: () => import('../features/groups/GroupMembersPage') },
                    { path: 'update/:id/:name/:description', lazy: () => import('../features/groups/GroupEditPage') },
                    { path: ':id', lazy: () => import('../features/groups/GroupDetailPage') },
                  ],
                },
                { path: 'free-mode', lazy: () => import('../features/placeholders/FreeModePage') },
                { path: 'notifications', lazy: () => import('../features/placeholders/NotificationsPage') },
                { path: 'profile', lazy: () => import('../features/placeholders/ProfilePage') },
                { path: '*', lazy: () => import('../features/placeholders/NotFoundPage') },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
