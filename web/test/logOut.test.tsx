import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogOutButton } from '../src/features/shell/LogOutButton';
import { countPending, pendingSubmissions, saveOffline } from '../src/offline/offlineQueue';
import { OfflineSyncProvider } from '../src/offline/useOfflineSync';
import { reportServerAnswered } from '../src/relay/connection';
import { AppError } from '../src/relay/errors';
import { renderWithProviders } from './renderWithProviders';
import { acceptedSubmission, offlineSubmission, operationNamed } from './solveSetup';
import { withTestVault, vaultRecords } from './vaultSetup';

withTestVault();

const routes: RouteObject[] = [
  {
    path: '/groups',
    element: (
      <OfflineSyncProvider>
        <LogOutButton />
      </OfflineSyncProvider>
    ),
  },
  { path: '/login', element: <p>Pantalla de inicio de sesión</p> },
];
const submission = { ...offlineSubmission, assignmentName: 'Repaso de ciencias' };

/** Renders with the submission saved on the device; the round at start fails on the network, so the entry waits. */
async function renderWithWaitingEntry() {
  await saveOffline({ ...submission, ownerId: 'anonimo' });
  const rendered = renderWithProviders(routes, { initialPath: '/groups' });
  const atStart = await operationNamed(rendered.environment, 'useSubmitAssignmentAttemptMutation');
  act(() =>
    rendered.environment.mock.reject(atStart, new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR')),
  );
  return rendered;
}

/** Taps 'Cerrar sesión' and returns the dialog that warns of the pending submissions. */
async function askToLogOut(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  return screen.findByRole('dialog', { name: '¿Cerrar sesión con envíos pendientes?' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** A session stored after the render (the session check at start is not what these tests are about). */
function storeSession(where: Storage) {
  where.setItem('jwt', 'token-de-prueba');
  where.setItem('user', JSON.stringify({ id: 'VXNlcjox', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' }));
}

describe('logging out', () => {
  it('ends the session on the server with its token, then forgets it here', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: { logOut: { endedSessionCount: 1 } } }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user, router } = renderWithProviders(routes, { initialPath: '/groups' });
    storeSession(sessionStorage);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [, request] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(request.body)).operationName).toBe('useLogOutMutation');
    expect((request.headers as Record<string, string>).authorization).toBe('Bearer token-de-prueba');
    expect([sessionStorage.getItem('jwt'), sessionStorage.getItem('user')]).toEqual([null, null]);
  });

  it('still logs out here when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = renderWithProviders(routes, { initialPath: '/groups' });
    storeSession(localStorage);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect([localStorage.getItem('jwt'), localStorage.getItem('user')]).toEqual([null, null]);
    // The failure marked the server unreachable for this module's page: reachable again for the next tests.
    reportServerAnswered();
  });
});

describe('logging out with a pending submission', () => {
  it('logs out at once when nothing waits', async () => {
    const { user, router } = renderWithProviders(routes, { initialPath: '/groups' });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('warns, and can stay, log out anyway (the entry stays on the device) or send it first', async () => {
    const { user, router, environment } = await renderWithWaitingEntry();
    let dialog = await askToLogOut(user);
    expect(dialog.textContent).toContain(
      'Tiene 1 envío pendiente guardado en este dispositivo, cifrado: nadie más podrá leerlo. Se enviará cuando vuelva a iniciar sesión en este navegador.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/groups');

    dialog = await askToLogOut(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar ahora' }));
    const send = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(send.request.variables.input.clientSubmissionId).toBe(submission.clientSubmissionId);
    act(() => environment.mock.resolve(send, acceptedSubmission));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await vaultRecords()).toEqual([]);
  });

  it("'Cerrar sesión de todos modos' leaves the entry for the next login of this student", async () => {
    const { user, router } = await renderWithWaitingEntry();
    const dialog = await askToLogOut(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión de todos modos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Still on the device, sealed: the key left with the session, so nothing of it opens until this student is back.
    expect(await countPending('anonimo')).toBe(1);
    expect(await pendingSubmissions('anonimo')).toEqual([]);
    expect(JSON.stringify(await vaultRecords())).not.toContain('q-tf');
  });
});
