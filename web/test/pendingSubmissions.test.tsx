import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotifierProvider, useNotify } from '../src/components/Notifier';
import { AppError } from '../src/relay/errors';
import { pendingSubmissions, saveOffline } from '../src/offline/offlineQueue';
import { PendingSubmissions } from '../src/offline/PendingSubmissions';
import { OfflineSyncProvider } from '../src/offline/useOfflineSync';
import { renderWithProviders } from './renderWithProviders';
import { withTestVault } from './vaultSetup';
import { acceptedSubmission, offlineSubmission as submission, operationNamed, operations } from './solveSetup';

function RaisesAToast() {
  const notify = useNotify();
  useEffect(() => notify.info('Listo'), [notify]);
  return null;
}

// The toast's view loads with the first toast shown. These tests check that a toast shows as soon as a round
// ends, as it does once the app has shown any toast: one is shown (and dropped) before they run.
beforeAll(async () => {
  const { unmount } = render(
    <NotifierProvider>
      <RaisesAToast />
    </NotifierProvider>,
  );
  await screen.findByText('Listo');
  unmount();
});

withTestVault();
/** What the tests save: the screens here have no user, so their submissions are the anonymous owner's. */
const save = (entry: typeof submission & { assignmentName?: string }) => saveOffline({ ...entry, ownerId: 'anonimo' });
const waiting = () => pendingSubmissions('anonimo');

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('pending submissions indicator', () => {
  const indicatorRoutes: RouteObject[] = [
    {
      path: '/groups',
      element: (
        <OfflineSyncProvider>
          <PendingSubmissions />
        </OfflineSyncProvider>
      ),
    },
  ];

  it('shows how many wait and, online, sends each with its own id, removing it only once the server confirms', async () => {
    await save(submission);
    const { environment } = renderWithProviders(indicatorRoutes, { initialPath: '/groups' });
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();
    const send = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    // With the time it was saved: the server counts it (on time or late) as of then.
    expect(send.request.variables.input).toEqual({ ...submission, savedAt: (await waiting())[0]!.submission.savedAt });
    // Not confirmed yet: still saved.
    expect(await waiting()).toHaveLength(1);
    act(() => environment.mock.resolve(send, acceptedSubmission));
    await waitFor(async () => expect(await waiting()).toHaveLength(0));
    await waitFor(() => expect(screen.queryByText('1 envío pendiente')).toBeNull());
    expect(screen.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%')).toBeTruthy();
  });

  it('waits while offline, counts what is saved meanwhile, and sends on the online event', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await save(submission);
    const { environment } = renderWithProviders(indicatorRoutes, { initialPath: '/groups' });
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();
    await act(async () => {
      await save({ ...submission, clientSubmissionId: 'c56a4180-65aa-42ec-a945-5fd21dec0538' });
    });
    expect(await screen.findByText('2 envíos pendientes')).toBeTruthy();
    expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const first = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(first.request.variables.input.clientSubmissionId).toBe(submission.clientSubmissionId);
    act(() => environment.mock.resolve(first, acceptedSubmission));
    const second = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(second.request.variables.input.clientSubmissionId).toBe('c56a4180-65aa-42ec-a945-5fd21dec0538');
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();
    act(() => environment.mock.reject(second, new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR')));
    // A failed send keeps the entry for the next round.
    await waitFor(() => expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0));
    expect(await waiting()).toHaveLength(1);
    expect(screen.getByText('1 envío pendiente')).toBeTruthy();
  });

  it('tells why the server refused one, lets the student discard it, and still sends the others', async () => {
    const refused = { ...submission, assignmentName: 'Repaso de ciencias' };
    await save(refused);
    // Sent oldest first: the second is saved a moment later.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const other = {
      ...submission,
      assignmentId: 'a-2',
      assignmentName: 'Repaso de historia',
      clientSubmissionId: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
    };
    await save(other);
    const { environment, user } = renderWithProviders(indicatorRoutes, { initialPath: '/groups' });
    expect(await screen.findByText('2 envíos pendientes')).toBeTruthy();
    const first = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    act(() => environment.mock.reject(first, new AppError('La tarea no está activa', 'BAD_USER_INPUT')));
    // The next one is sent all the same; the toast says which one was refused and why.
    const second = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(second.request.variables.input.clientSubmissionId).toBe(other.clientSubmissionId);
    act(() => environment.mock.resolve(second, acceptedSubmission));
    expect(await screen.findByText('No se pudo enviar «Repaso de ciencias»: La tarea no está activa. Se envió la otra tarea guardada.')).toBeTruthy();
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();

    // Not sent again round after round: it waits for the student.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '1 envío pendiente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envíos pendientes' });
    expect(within(dialog).getByText('Repaso de ciencias')).toBeTruthy();
    expect(within(dialog).getByText('Rechazado por el servidor: La tarea no está activa')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Descartar Repaso de ciencias' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Descartar este envío?' });
    await user.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    await waitFor(async () => expect(await waiting()).toHaveLength(0));
    expect(await within(dialog).findByText('No queda ningún envío pendiente.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('1 envío pendiente')).toBeNull());
  });

  it('keeps trying after a server error (not a refusal), and a refused one can be tried again', async () => {
    await save({ ...submission, assignmentName: 'Repaso de ciencias' });
    const { environment, user } = renderWithProviders(indicatorRoutes, { initialPath: '/groups' });
    const first = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    act(() => environment.mock.reject(first, new AppError('Acceso restringido. No tiene los roles para esta acción', 'FORBIDDEN')));
    expect(await screen.findByText(/Acceso restringido/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '1 envío pendiente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envíos pendientes' });
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar Repaso de ciencias' }));
    const again = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    act(() => environment.mock.reject(again, new AppError('Error inesperado', 'UPSTREAM_ERROR')));
    // Not a refusal: no mark, the next round tries it again.
    await waitFor(() => expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0));
    expect((await waiting())[0]!.submission.refusal).toBeUndefined();
    expect(within(dialog).getByText('En espera de envío')).toBeTruthy();
  });
});
