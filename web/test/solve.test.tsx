import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../src/relay/errors';
import { advertTickMs, defaultAdvertSeconds } from '../src/features/solve/advert';
import { pendingSubmissions } from '../src/offline/offlineQueue';
import { offlineMessage } from '../src/offline/submission';
import { renderWithProviders } from './renderWithProviders';
import { withTestVault, vaultRecords } from './vaultSetup';

withTestVault();
import {
  answer,
  button,
  fillBlanks,
  heading,
  matchColumns,
  multipleAnswer,
  numerical,
  openSolve,
  operationNamed,
  operations,
  ordering,
  question,
  routes,
  shortAnswer,
  submissionAccepted,
  trueOrFalse,
} from './solveSetup';

// The shipped app has no way to shorten the advert: these tests replace its length here.
const advertLength = vi.hoisted(() => ({ seconds: 0 }));
vi.mock('../src/features/solve/advert', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/features/solve/advert')>()),
  advertSeconds: () => advertLength.seconds,
}));

beforeEach(() => {
  // No advert unless a test asks for one.
  advertLength.seconds = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('assignment overview', () => {
  it('shows name, description, number of questions, Empezar to the solve screen and the way back', async () => {
    const { environment, user, router } = renderWithProviders(routes, { initialPath: '/assignment/main/a-1' });
    await answer(environment, 'AssignmentOverviewPageQuery', {
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
    });
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
    const { user, environment, router } = await openSolve([trueOrFalse, fillBlanks, matchColumns, multipleAnswer, numerical, ordering, shortAnswer]);
    expect(screen.getByRole('link', { name: 'Volver a Grupos' }).getAttribute('href')).toBe('/groups');

    // 1: true or false, with its image.
    expect(heading()).toBe('Pregunta 1 de 7');
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
    expect(heading()).toBe('Pregunta 2 de 7');
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
    expect(heading()).toBe('Pregunta 1 de 7');
    expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(true);
    await user.click(button('Siguiente'));
    expect((screen.getByLabelText('Espacio 1') as HTMLInputElement).value).toBe('agua');
    expect((screen.getByLabelText('Espacio 2') as HTMLInputElement).value).toBe('mil');
    await user.click(button('Siguiente'));

    // 3: match columns, the right column in the api's (shuffled) order.
    expect(heading()).toBe('Pregunta 3 de 7');
    const peru = screen.getByRole('combobox', { name: 'Perú' }) as HTMLSelectElement;
    expect([...peru.options].map((option) => option.textContent)).toEqual(['Sin elegir', 'Santiago', 'Lima']);
    await user.selectOptions(peru, 'Lima');
    expect(button('Siguiente').disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chile' }), 'Santiago');
    expect(button('Siguiente').disabled).toBe(false);
    await user.click(button('Siguiente'));

    // 4: multiple answer, stored with at least one option chosen.
    expect(heading()).toBe('Pregunta 4 de 7');
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(button('Siguiente').disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    expect(button('Siguiente').disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '5' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    await user.click(button('Siguiente'));

    // 5: numerical: a decimal comma reads as a number; a text that is not one says so and is not stored.
    expect(heading()).toBe('Pregunta 5 de 7');
    await user.type(screen.getByLabelText('Respuesta'), 'tres');
    expect(screen.getByText('Escriba un número, por ejemplo 3,14')).toBeTruthy();
    expect(button('Siguiente').disabled).toBe(true);
    await user.clear(screen.getByLabelText('Respuesta'));
    await user.type(screen.getByLabelText('Respuesta'), '3,14');
    expect(screen.queryByText('Escriba un número, por ejemplo 3,14')).toBeNull();
    await user.click(button('Siguiente'));

    // 6: ordering, in the api's order; the order shown is an answer too; moved with the keyboard.
    expect(heading()).toBe('Pregunta 6 de 7');
    const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(shown()).toEqual(['1.Marte', '2.Mercurio', '3.Tierra']);
    expect(button('Siguiente').disabled).toBe(false);
    screen.getByRole('button', { name: 'Subir: Mercurio' }).focus();
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['1.Mercurio', '2.Marte', '3.Tierra']);
    expect(screen.getByRole('status').textContent).toBe('«Mercurio» pasa a la posición 1 de 3');
    await user.click(button('Siguiente'));

    // 7: short answer; the last question has Finalizar instead of Siguiente.
    expect(heading()).toBe('Pregunta 7 de 7');
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
      { questionId: 'q-nu', numericalAnswer: 3.14 },
      // The position given to each item as shown: Marte 2nd, Mercurio 1st, Tierra 3rd.
      { questionId: 'q-or', orderingAnswer: [1, 0, 2] },
      { questionId: 'q-sa', shortAnswer: 'Por la clorofila' },
    ]);
    act(() => environment.mock.resolve(submit, submissionAccepted(63.33333)));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(await screen.findByText('Tarea enviada. Nota: 63.33%')).toBeTruthy();
    expect(await pendingSubmissions('anonimo')).toHaveLength(0);
  }, 90_000);

  it('shows the advert with a countdown from the configured length when moving forward, then closes it', async () => {
    advertLength.seconds = 3;
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

  it('lasts 15 seconds whatever the address or the storage say: no test hook in the shipped app', async () => {
    const actual = await vi.importActual<typeof import('../src/features/solve/advert')>('../src/features/solve/advert');
    localStorage.setItem('aula.advertSeconds', '0');
    window.history.replaceState(null, '', '/?advert=0');
    expect(defaultAdvertSeconds).toBe(15);
    expect(actual.advertSeconds()).toBe(15);
    window.history.replaceState(null, '', '/');
  });

  it("shows 'Formulario desconocido' for a question type this client does not know", async () => {
    await openSolve([question('EssayQuestion', 'q-x', { statement: 'Escriba un ensayo' })]);
    expect(screen.getByText('Formulario desconocido')).toBeTruthy();
    expect(heading()).toBe('Pregunta 1 de 1');
    expect(button('Finalizar').disabled).toBe(true);
  });

  it('saves exactly one sealed entry when offline at Finalizar, reports success and goes to /groups', async () => {
    const { user, environment, router } = await openSolve([trueOrFalse]);
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button('Finalizar'));

    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(screen.getByText(offlineMessage)).toBeTruthy();
    expect(operations(environment, 'useSubmitAssignmentAttemptMutation')).toHaveLength(0);
    expect((await vaultRecords()).filter((record) => record.store === 'outbox')).toHaveLength(1);
    const saved = await pendingSubmissions('anonimo');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.submission).toMatchObject({ assignmentId: 'a-1', answers: [{ questionId: 'q-tf', trueOrFalseAnswer: false }] });
    expect(saved[0]!.submission.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the submission with the id it was sent with when the request fails on the network', async () => {
    const { user, environment } = await openSolve([shortAnswer]);
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    await user.click(button('Finalizar'));
    const submit = await operationNamed(environment, 'useSubmitAssignmentAttemptMutation');
    act(() => environment.mock.reject(submit, new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR')));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(screen.getByText(offlineMessage)).toBeTruthy();
    const saved = await pendingSubmissions('anonimo');
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
    expect(await pendingSubmissions('anonimo')).toHaveLength(0);
  });
});
