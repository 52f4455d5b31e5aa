import { act, screen, waitFor } from '@testing-library/react';
import { errorMessages } from '@aula/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { Environment as RelayEnvironment } from 'relay-runtime';
import { markedAssignments } from '../src/offline/availableOffline';
import { useKeepOfflineFresh } from '../src/offline/useKeepOfflineFresh';
import { useSession } from '../src/session/SessionProvider';
import { forgetMarks, markFromDevice } from '../src/offline/screenMarks';
import { putSealed } from '../src/offline/vault';
import { reportServerAnswered } from '../src/relay/connection';
import { cachedStart } from '../src/features/solve/useStartAssignmentAttemptMutation';
import { renderWithProviders } from './renderWithProviders';
import { answer, assignment, operationNamed, operations, routes, trueOrFalse } from './solveSetup';
import { emptyVault, holdOfflineKey, newOfflineKey } from './vaultSetup';

const offlineKey = newOfflineKey();

const student = { id: 'u-7', firstName: 'Diego', lastName: 'Flores', email: 'diego@example.com' };

const overview = (viewerIsOwner: boolean) => ({
  data: {
    node: {
      __typename: 'Assignment',
      __isNode: 'Assignment',
      id: 'a-1',
      name: 'Repaso de ciencias',
      description: 'Antes del examen',
      questionCount: 1,
      maxAttempts: null,
      viewerAttemptsLeft: null,
      viewerGrade: null,
      dueAt: null,
      closeAt: null,
      timeLimitMinutes: null,
      openForPractice: false,
      viewerIsOwner,
      studyGroup: { id: 'g-1', name: 'Ciencias 2B' },
    },
  },
});

beforeEach(async () => {
  holdOfflineKey(offlineKey);
  await emptyVault();
  forgetMarks();
  // The session as stored (its check then finds no server: the stored user stays).
  sessionStorage.setItem('jwt', 'token-7');
  sessionStorage.setItem('user', JSON.stringify(student));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
});
afterEach(() => {
  sessionStorage.removeItem('jwt');
  sessionStorage.removeItem('user');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The overview inside what the shell does to keep things offline (the shell itself needs far more). */
function KeepingShell() {
  useKeepOfflineFresh(useRelayEnvironment() as RelayEnvironment, useSession().user?.id);
  return <Outlet />;
}
const shellRoutes = [{ element: <KeepingShell />, children: routes }];

describe("'Disponible sin conexión' on the overview", () => {
  it("a student's switch fetches the solve screen now and keeps the assignment marked", async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: '/assignment/main/a-1' });
    await answer(environment, 'AssignmentOverviewPageQuery', overview(false));
    const toggle = await screen.findByRole('switch', { name: 'Disponible sin conexión' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);

    // The server is there again (the session check found none).
    reportServerAnswered();
    await user.click(toggle);
    expect(await screen.findByText('Guardando la tarea en este dispositivo…')).toBeTruthy();
    const solve = await operationNamed(environment, 'SolvePageQuery');
    expect(solve.request.variables).toEqual({ id: 'a-1' });
    act(() => environment.mock.resolve(solve, { data: { node: assignment([trueOrFalse]) } }));
    const again = operations(environment, 'AssignmentOverviewPageQuery');
    act(() => again.forEach((operation) => environment.mock.resolve(operation, overview(false))));
    expect(await screen.findByText('La tarea está guardada en este dispositivo.')).toBeTruthy();
    expect(await markedAssignments(student.id)).toEqual(['a-1']);

    await user.click(toggle);
    await waitFor(async () => expect(await markedAssignments(student.id)).toEqual([]));
  });

  it('switched on without a connection, the assignment is kept when the connection returns, and the line says so', async () => {
    const { environment, user } = renderWithProviders(shellRoutes, { initialPath: '/assignment/main/a-1' });
    await answer(environment, 'AssignmentOverviewPageQuery', overview(false));
    const toggle = await screen.findByRole('switch', { name: 'Disponible sin conexión' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));

    // The session check found no server: still without a connection.
    await user.click(toggle);
    expect(await screen.findByText('Se guardará en este dispositivo cuando vuelva la conexión.')).toBeTruthy();
    expect(operations(environment, 'SolvePageQuery')).toHaveLength(0);
    expect(await markedAssignments(student.id)).toEqual(['a-1']);

    // The server answers again: the shell fetches what waited.
    act(() => reportServerAnswered());
    const solve = await operationNamed(environment, 'SolvePageQuery');
    expect(solve.request.variables).toEqual({ id: 'a-1' });
    expect(await screen.findByText('Guardando la tarea en este dispositivo…')).toBeTruthy();
    act(() => environment.mock.resolve(solve, { data: { node: assignment([trueOrFalse]) } }));
    act(() => operations(environment, 'AssignmentOverviewPageQuery').forEach((operation) => environment.mock.resolve(operation, overview(false))));
    expect(await screen.findByText('La tarea está guardada en este dispositivo.')).toBeTruthy();
  });

  it("the group's owner gets no switch", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/assignment/main/a-1' });
    await answer(environment, 'AssignmentOverviewPageQuery', overview(true));
    expect(await screen.findByRole('heading', { name: 'Repaso de ciencias' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Disponible sin conexión' })).toBeNull();
  });

  it("shows since when when the overview is the one kept on the device, and nothing when it is the server's", async () => {
    markFromDevice('AssignmentOverviewPageQuery', { id: 'a-1' }, Date.now() - 5 * 60_000 - 1000);
    const { environment } = renderWithProviders(routes, { initialPath: '/assignment/main/a-1' });
    await answer(environment, 'AssignmentOverviewPageQuery', overview(false));
    expect(await screen.findByText('Sin conexión · actualizado hace 5 min')).toBeTruthy();
    markFromDevice('AssignmentOverviewPageQuery', { id: 'a-2' }, Date.now());
    expect(screen.getByText('Sin conexión · actualizado hace 5 min')).toBeTruthy();
  });
});

describe('the solve screen opened offline', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });

  const timed = (questions: unknown[]) => ({
    data: {
      node: { ...assignment(questions), timeLimitMinutes: 20, questionCount: questions.length, viewerAttemptsLeft: null, openForPractice: false },
    },
  });

  it('goes on with the start kept on the device, counting down to the deadline known then', async () => {
    await putSealed('screens', `${student.id}.start.a-1`, student.id, { id: 'start-1', deadline: Date.now() + 10 * 60_000 });
    expect(await cachedStart(student.id, 'a-1')).toMatchObject({ id: 'start-1' });
    const { environment } = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
    await answer(environment, 'SolvePageQuery', timed([trueOrFalse]));
    expect(await screen.findByRole('heading', { name: 'Pregunta 1 de 1' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Tiempo restante' }).textContent).toMatch(/Tiempo restante: (10:00|9:5\d)/);
    expect(operations(environment, 'useStartAssignmentAttemptMutation')).toHaveLength(0);
  });

  it('says the time is over when the kept deadline has passed', async () => {
    await putSealed('screens', `${student.id}.start.a-1`, student.id, { id: 'start-1', deadline: Date.now() - 1000 });
    const { environment } = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
    await answer(environment, 'SolvePageQuery', timed([trueOrFalse]));
    expect(await screen.findByText(errorMessages.timeLimitPassed)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pregunta 1 de 1' })).toBeNull();
  });

  it('a timed assignment never started online says it needs the connection', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
    await answer(environment, 'SolvePageQuery', timed([trueOrFalse]));
    expect(await screen.findByText(errorMessages.attemptStartNeeded)).toBeTruthy();
  });
});
