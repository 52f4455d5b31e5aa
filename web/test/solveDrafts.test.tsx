import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, readAttemptDraft } from '../src/features/solve/draftStore';
import { pendingSubmissions } from '../src/offline/offlineQueue';
import { renderWithProviders } from './renderWithProviders';
import {
  assignment,
  answer,
  button,
  fillBlanks,
  heading,
  numerical,
  openSolve,
  operationNamed,
  ordering,
  routes,
  shortAnswer,
  submissionAccepted,
  trueOrFalse,
} from './solveSetup';

vi.mock('../src/features/solve/advert', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/features/solve/advert')>()),
  advertSeconds: () => 0,
}));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const questions = [trueOrFalse, fillBlanks, shortAnswer];

/** Opens the solve screen again, as after a reload: a new router, the same localStorage. */
async function reopen(initialPath = '/assignment/solve/a-1', list: unknown[] = questions) {
  const rendered = renderWithProviders(routes, { initialPath });
  await answer(rendered.environment, 'SolvePageQuery', { data: { node: assignment(list) } });
  await screen.findByRole('heading', { name: new RegExp(`^Pregunta \\d de ${list.length}`) });
  return rendered;
}

describe('drafts of an attempt not yet submitted', () => {
  it('are kept on the device and restored, with the question reached, when the student comes back', async () => {
    const first = await openSolve(questions);
    await first.user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    await first.user.click(button('Siguiente'));
    expect(heading()).toBe('Pregunta 2 de 3');
    await first.user.type(screen.getByLabelText('Espacio 1'), 'agua');
    // Kept per user and assignment (no one logged in here).
    expect(readAttemptDraft(undefined, 'a-1')).toMatchObject({ step: 1, drafts: { 'q-tf': { value: true }, 'q-fb': { values: ['agua', ''] } } });
    first.unmount();

    const again = await reopen();
    expect(heading()).toBe('Pregunta 2 de 3');
    expect((screen.getByLabelText('Espacio 1') as HTMLInputElement).value).toBe('agua');
    await again.user.click(button('Anterior'));
    expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keep a number as typed and an order as moved, and send them once restored', async () => {
    const kinds = [numerical, ordering];
    const first = await openSolve(kinds);
    await first.user.type(screen.getByLabelText('Respuesta'), '3,14');
    await first.user.click(button('Siguiente'));
    screen.getByRole('button', { name: 'Bajar: Marte' }).focus();
    await first.user.keyboard('{Enter}');
    expect(readAttemptDraft(undefined, 'a-1')).toMatchObject({ step: 1, drafts: { 'q-nu': { text: '3,14' }, 'q-or': { order: [1, 0, 2] } } });
    first.unmount();

    const again = await reopen(undefined, kinds);
    expect(heading()).toBe('Pregunta 2 de 2');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1.Mercurio', '2.Marte', '3.Tierra']);
    await again.user.click(button('Finalizar'));
    const submit = await operationNamed(again.environment, 'useSubmitAssignmentAttemptMutation');
    expect(submit.request.variables.input.answers).toEqual([
      { questionId: 'q-nu', numericalAnswer: 3.14 },
      { questionId: 'q-or', orderingAnswer: [1, 0, 2] },
    ]);
  });

  it('asks before leaving with answers not sent; staying keeps the screen, leaving keeps the drafts', async () => {
    const { user, router } = await openSolve(questions);
    // Nothing answered yet: no question.
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    await user.click(screen.getByRole('link', { name: 'Volver a Grupos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin enviar sus respuestas?' });
    expect(dialog.textContent).toContain('Quedarán guardadas en este dispositivo');
    await user.click(screen.getByRole('button', { name: 'Seguir respondiendo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/assignment/solve/a-1');

    // The browser's back button asks too (here: a move to another address).
    await act(() => router.navigate('/groups'));
    await screen.findByRole('dialog', { name: '¿Salir sin enviar sus respuestas?' });
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(readAttemptDraft(undefined, 'a-1')?.drafts['q-tf']).toEqual({ type: 'TRUE_OR_FALSE', value: false });
  });

  it('asks the browser to confirm a reload or closing the tab while answers are not sent', async () => {
    const { user } = await openSolve(questions);
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    const touched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(touched);
    expect(touched.defaultPrevented).toBe(true);
  });

  it('are cleared once the attempt is submitted, and the way out no longer asks', async () => {
    const { user, environment, router } = await openSolve([shortAnswer]);
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    expect(localStorage.getItem(draftKey(undefined, 'a-1'))).not.toBeNull();
    await user.click(button('Finalizar'));
    await answer(environment, 'useSubmitAssignmentAttemptMutation', submissionAccepted(0, 1));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(draftKey(undefined, 'a-1'))).toBeNull();
  });

  it('are cleared once the attempt is queued offline (the queue keeps the answers)', async () => {
    const { user } = await openSolve([shortAnswer]);
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button('Finalizar'));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(localStorage.getItem(draftKey(undefined, 'a-1'))).toBeNull();
    expect(pendingSubmissions()[0]?.submission).toMatchObject({
      assignmentName: 'Repaso de ciencias',
      answers: [{ shortAnswer: 'Por la clorofila' }],
    });
  });
});
