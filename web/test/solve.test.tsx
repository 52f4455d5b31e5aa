import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/relay/errors';
import { advertSeconds, advertSecondsKey, advertTickMs, defaultAdvertSeconds } from '../src/features/solve/advert';
import * as AssignmentOverviewPage from '../src/features/solve/AssignmentOverviewPage';
import { pendingSubmissions, saveOffline, savedAnswerPrefix } from '../src/features/solve/offlineQueue';
import { PendingSubmissions } from '../src/features/solve/PendingSubmissions';
import * as SolvePage from '../src/features/solve/SolvePage';
import { offlineMessage } from '../src/features/solve/submission';
import { renderWithProviders } from './renderWithProviders';

type Environment = ReturnType<typeof renderWithProviders>['environment'];

const withSuspense = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <Suspense fallback={<p>Cargando</p>}>
        <Outlet />
      </Suspense>
    ),
    children,
  },
];

const routes = withSuspense([
  { path: '/groups', element: <p>Pantalla de grupos</p> },
  { path: '/assignment/main/:assignmentId', loader: AssignmentOverviewPage.loader, Component: AssignmentOverviewPage.Component },
  { path: '/assignment/solve/:assignmentId', loader: SolvePage.loader, Component: SolvePage.Component },
]);

const operations = (environment: Environment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

async function operationNamed(environment: Environment, name: string) {
  await waitFor(() => expect(operations(environment, name)).toHaveLength(1));
  return operations(environment, name)[0]!;
}

/** A question as the api gives it to a solver (what the fragments read). */
const question = (typename: string, id: string, fields: Record<string, unknown>) => ({ __typename: typename, __isNode: typename, __isQuestion: typename, id, ...fields });

const trueOrFalse = question('TrueOrFalseQuestion', 'q-tf', { statement: 'La Tierra gira alrededor del Sol', imageUrl: '/storage/planeta.png' });
const fillBlanks = question('FillBlanksQuestion', 'q-fb', { segments: ['El ', ' hierve a ', ' grados'], blankCount: 2 });
const matchColumns = question('MatchColumnsQuestion', 'q-mc', { statement: 'Una cada país con su capital', leftColumn: ['Perú', 'Chile'], rightColumn: ['Santiago', 'Lima'] });
const multipleAnswer = question('MultipleAnswerQuestion', 'q-ma', { statement: '¿Cuáles son números primos?', options: ['2', '3', '4', '5'] });
const shortAnswer = question('ShortAnswerQuestion', 'q-sa', { statement: '¿Por qué las plantas son verdes?' });

const assignment = (questions: unknown[]) => ({ __typename: 'Assignment', __isNode: 'Assignment', id: 'a-1', name: 'Repaso de ciencias', questions });

/** Opens the solve screen and answers its query. */
async function openSolve(questions: unknown[]) {
  const rendered = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
  const query = await operationNamed(rendered.environment, 'SolvePageQuery');
  expect(query.request.variables).toEqual({ id: 'a-1' });
  act(() => rendered.environment.mock.resolve(query, { data: { node: assignment(questions) } }));
  await screen.findByRole('heading', { name: /^Pregunta 1 de/ });
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  // No advert unless a test asks for one.
  localStorage.setItem(advertSecondsKey, '0');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('assignment overview', () => {
  it('shows name, description, number of questions, Empezar to the solve screen and the way back', async () => {
    const { environment, user, router } = renderWithProviders(routes, { initialPath: '/assignment/main/a-1' });
    const query = await operationNamed(environment, 'AssignmentOverviewPageQuery');
    act(() =>
      environment.mock.resolve(query, {
        data: {
          node: {
            __typename: 'Assignment',
            __isNode: 'Assignment',
            id: 'a-1',
            name: 'Repaso de ciencias',
            description: 'Antes del examen',
            questionCount: 5,
            studyGroup: { id: 'g-1', name: 'Ciencias 2B' },
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Repaso de ciencias' })).toBeTruthy();
    expect(screen.getByText('Antes del examen')).toBeTruthy();
    expect(screen.getByText('5 preguntas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Grupos' }).getAttribute('href')).toBe('/groups');
    await user.click(screen.getByRole('link', { name: 'Empezar' }));
    expect(router.state.location.pathname).toBe('/assignment/solve/a-1');
    expect(await operationNamed(environment, 'SolvePageQuery')).toBeTruthy();
  });
});

describe('solve screen', () => {
  it('walks through one question of each type: Pregunta N de M, the disabled states, drafts kept, then submits', async () => {
    const { user, environment, router } = await openSolve([trueOrFalse, fillBlanks, matchColumns, multipleAnswer, shortAnswer]);
    expect(screen.getByRole('link', { name: 'Volver a Grupos' }).getAttribute('href')).toBe('/groups');

    // 1: true or false, with its image.
    expect(heading()).toBe('Pregunta 1 de 5');
    expect(screen.getByText('La Tierra gira alrededor del Sol')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Imagen de la pregunta' }).getAttribute('src')).toBe('/storage/planeta.png');
    expect(button('Anterior').disabled).toBe(true);
    expect(button('Siguiente').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    expect(button('Siguiente').disabled).toBe(false);
    // Answered again: replaced.
    await user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    await user.click(button('Siguiente'));

    // 2: fill blanks, stored only when every blank is filled.
    expect(heading()).toBe('Pregunta 2 de 5');
    expect(screen.getByText(/hierve a/)).toBeTruthy();
    expect(button('Siguiente').disabled).toBe(true);
    await user.type(screen.getByLabelText('Espacio 1'), 'agua');
    expect(button('Siguiente').disabled).toBe(true);
    await user.type(screen.getByLabelText('Espacio 2'), 'cien');
    expect(button('Siguiente').disabled).toBe(false);
    await user.clear(screen.getByLabelText('Espacio 2'));
    expect(button('Siguiente').disabled).toBe(true);
    await user.type(screen.getByLabelText('Espacio 2'), 'mil');

    // Back and forth: the drafts are still there.
    await user.click(button('Anterior'));
    expect(heading()).toBe('Pregunta 1 de 5');
    expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(true);
    await user.click(button('Siguiente'));
    expect((screen.getByLabelText('Espacio 1') as HTMLInputElement).value).toBe('agua');
    expect((screen.getByLabelText('Espacio 2') as HTMLInputElement).value).toBe('mil');
    await user.click(button('Siguiente'));

    // 3: match columns, the right column in the api's (shuffled) order.
    expect(heading()).toBe('Pregunta 3 de 5');
    const peru = screen.getByRole('combobox', { name: 'Perú' }) as HTMLSelectElement;
    expect([...peru.options].map((option) => option.textContent)).toEqual(['Sin elegir', 'Santiago', 'Lima']);
    await user.selectOptions(peru, 'Lima');
    expect(button('Siguiente').disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chile' }), 'Santiago');
    expect(button('Siguiente').disabled).toBe(false);
    await user.click(button('Siguiente'));

    // 4: multiple answer, stored with at least one option chosen.
    expect(heading()).toBe('Pregunta 4 de 5');
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(button('Siguiente').disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(button('Siguiente').disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    await user.click(button('Siguiente'));

    // 5: short answer; the last question has Finalizar instead of Siguiente.
    expect(heading()).toBe('Pregunta 5 de 5');
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
    expect(button('Finalizar').disabled).toBe(true);
    await user.type(screen.getByLabelText('Respuesta'), '   ');
    expect(button('Finalizar').disabled).toBe(true);
    await user.type(screen.getByLabelText('Respuesta'), ' Por la clorofila ');
    expect(button('Finalizar').disabled).toBe(false);

    await user.click(button('Finalizar'));
    const submit = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    // A spinner while it is sent.
    expect(within(button('Finalizar')).getByRole('progressbar')).toBeTruthy();
    expect(button('Finalizar').disabled).toBe(true);
    const input = submit.request.variables.input;
    expect(input.assignmentId).toBe('a-1');
    expect(input.clientSubmissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(input.answers).toEqual([
      { questionId: 'q-tf', trueOrFalseAnswer: true },
      { questionId: 'q-fb', filledBlanks: ['agua', 'mil'] },
      { questionId: 'q-mc', userColumnsOrder: ['Lima', 'Santiago'] },
      { questionId: 'q-ma', chosenOptionsIndex: [0, 3] },
      { questionId: 'q-sa', shortAnswer: 'Por la clorofila' },
    ]);
    act(() =>
      environment.mock.resolve(submit, {
        data: {
          submitAssignmentAttempt: {
            alreadySubmitted: false,
            assignmentAttempt: { id: 'at-1', score: 63.33333, pendingCount: 0, submittedAt: '2026-05-01T10:00:00.000Z' },
          },
        },
      }),
    );
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(await screen.findByText('Tarea enviada. Nota: 63.33%')).toBeTruthy();
    expect(pendingSubmissions()).toHaveLength(0);
  }, 90_000);

  it('shows the advert with a countdown from the configured length when moving forward, then closes it', async () => {
    localStorage.setItem(advertSecondsKey, '3');
    const { user } = await openSolve([trueOrFalse, shortAnswer]);
    await user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    // Only the interval is faked: the countdown moves when the test says so.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.click(button('Siguiente'));

    const advert = await screen.findByRole('dialog', { name: 'Anuncio' });
    expect(within(advert).getByRole('img', { name: /Aula Plus/ })).toBeTruthy();
    expect(within(advert).getByText('Espera 3s...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(advertTickMs - 1));
    expect(within(advert).getByText('Espera 3s...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(advert).getByText('Espera 2s...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(advertTickMs));
    expect(within(advert).getByText('Espera 1s...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(advertTickMs));
    // At 0 the timer stops and the advert goes.
    expect(vi.getTimerCount()).toBe(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anuncio' })).toBeNull());
    expect(heading()).toBe('Pregunta 2 de 2');

    // Going back shows no advert.
    await user.click(button('Anterior'));
    expect(screen.queryByRole('dialog', { name: 'Anuncio' })).toBeNull();
  });

  it('reads the advert length from ?advert=N, then localStorage, else 15 seconds', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(defaultAdvertSeconds).toBe(15);
    expect(advertSeconds('', storage(null))).toBe(15);
    expect(advertSeconds('', storage('1'))).toBe(1);
    expect(advertSeconds('?advert=2', storage('1'))).toBe(2);
    expect(advertSeconds('?advert=nada', storage('abc'))).toBe(15);
    expect(advertSeconds('?advert=-3', storage('0'))).toBe(0);
  });

  it("shows 'Formulario desconocido' for a question type this client does not know", async () => {
    await openSolve([question('EssayQuestion', 'q-x', { statement: 'Escriba un ensayo' })]);
    expect(screen.getByText('Formulario desconocido')).toBeTruthy();
    expect(heading()).toBe('Pregunta 1 de 1');
    expect(button('Finalizar').disabled).toBe(true);
  });

  it('saves exactly one savedAnswer- entry when offline at Finalizar, reports success and goes to /groups', async () => {
    const { user, environment, router } = await openSolve([trueOrFalse]);
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button('Finalizar'));

    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(screen.getByText(offlineMessage)).toBeTruthy();
    expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0);
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(savedAnswerPrefix));
    expect(keys).toHaveLength(1);
    const saved = JSON.parse(localStorage.getItem(keys[0]!)!);
    expect(saved).toMatchObject({ assignmentId: 'a-1', answers: [{ questionId: 'q-tf', trueOrFalseAnswer: false }] });
    expect(saved.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the submission with the id it was sent with when the request fails on the network', async () => {
    const { user, environment } = await openSolve([shortAnswer]);
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    await user.click(button('Finalizar'));
    const submit = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    act(() => environment.mock.reject(submit, new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(screen.getByText(offlineMessage)).toBeTruthy();
    const saved = pendingSubmissions();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.submission.clientSubmissionId).toBe(submit.request.variables.input.clientSubmissionId);
  });

  it('shows a refusal of the server as an error, keeps the student on the screen and saves nothing', async () => {
    const { user, environment, router } = await openSolve([shortAnswer]);
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    await user.click(button('Finalizar'));
    const submit = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    act(() => environment.mock.reject(submit, new AppError('La pregunta no pertenece a la tarea', 'BAD_USER_INPUT')));
    expect(await screen.findByText('La pregunta no pertenece a la tarea')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assignment/solve/a-1');
    expect(button('Finalizar').disabled).toBe(false);
    expect(pendingSubmissions()).toHaveLength(0);
  });
});

describe('pending submissions indicator', () => {
  const indicatorRoutes: RouteObject[] = [{ path: '/groups', element: <PendingSubmissions /> }];
  const submission = { assignmentId: 'a-1', clientSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', answers: [{ questionId: 'q-tf', trueOrFalseAnswer: true }] };
  const accepted = {
    data: { submitAssignmentAttempt: { alreadySubmitted: false, assignmentAttempt: { id: 'at-1', score: 100, pendingCount: 0, submittedAt: '2026-05-01T10:00:00.000Z' } } },
  };

  it('shows how many wait and, online, sends each with its own id, removing it only once the server confirms', async () => {
    saveOffline(submission);
    const { environment } = renderWithProviders(indicatorRoutes, { initialPath: '/groups' });
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();
    const send = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(send.request.variables.input).toEqual(submission);
    // Not confirmed yet: still saved.
    expect(pendingSubmissions()).toHaveLength(1);
    act(() => environment.mock.resolve(send, accepted));
    await waitFor(() => expect(pendingSubmissions()).toHaveLength(0));
    await waitFor(() => expect(screen.queryByText('1 envío pendiente')).toBeNull());
    expect(screen.getByText('Se envió la tarea guardada sin conexión. Nota: 100.00%')).toBeTruthy();
  });

  it('waits while offline, counts what is saved meanwhile, and sends on the online event', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    saveOffline(submission);
    const { environment } = renderWithProviders(indicatorRoutes, { initialPath: '/groups' });
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();
    act(() => {
      saveOffline({ ...submission, clientSubmissionId: 'c56a4180-65aa-42ec-a945-5fd21dec0538' });
    });
    expect(await screen.findByText('2 envíos pendientes')).toBeTruthy();
    expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const first = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(first.request.variables.input.clientSubmissionId).toBe(submission.clientSubmissionId);
    act(() => environment.mock.resolve(first, accepted));
    const second = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    expect(second.request.variables.input.clientSubmissionId).toBe('c56a4180-65aa-42ec-a945-5fd21dec0538');
    expect(await screen.findByText('1 envío pendiente')).toBeTruthy();
    act(() => environment.mock.reject(second, new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR')));
    // A failed send keeps the entry for the next round.
    await waitFor(() => expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0));
    expect(pendingSubmissions()).toHaveLength(1);
    expect(screen.getByText('1 envío pendiente')).toBeTruthy();
  });
});
