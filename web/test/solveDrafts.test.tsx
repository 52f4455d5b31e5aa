import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAttemptDraft } from '../src/features/solve/draftStore';
import { pendingSubmissions } from '../src/offline/offlineQueue';
import { AppError } from '../src/relay/errors';
import { renderWithProviders } from './renderWithProviders';
import { emptyVault, withTestVault, vaultRecords } from './vaultSetup';
import {
  assignment,
  answer,
  button,
  fillBlanks,
  heading,
  numerical,
  openSolve,
  operationNamed,
  operations,
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

withTestVault();
beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.restoreAllMocks();
  // A screen's last writes to the vault land now, not in the next test after its vault was emptied.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 100));
});

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
    // Kept per user and assignment (no one logged in here), sealed: nothing of it readable in the browser's storage.
    await waitFor(async () =>
      expect(await readAttemptDraft(undefined, 'a-1')).toMatchObject({
        step: 1,
        drafts: { 'q-tf': { value: true }, 'q-fb': { values: ['agua', ''] } },
      }),
    );
    expect(JSON.stringify(await vaultRecords())).not.toContain('agua');
    expect(JSON.stringify({ ...localStorage })).not.toContain('agua');
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
    await waitFor(async () =>
      expect(await readAttemptDraft(undefined, 'a-1')).toMatchObject({ step: 1, drafts: { 'q-nu': { text: '3,14' }, 'q-or': { order: [1, 0, 2] } } }),
    );
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
    expect((await readAttemptDraft(undefined, 'a-1'))?.drafts['q-tf']).toEqual({ type: 'TRUE_OR_FALSE', value: false });
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
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).not.toBeNull());
    await user.click(button('Finalizar'));
    await answer(environment, 'useSubmitAssignmentAttemptMutation', submissionAccepted(0, 1));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).toBeNull());
  });

  it('are cleared once the attempt is queued offline (the queue keeps the answers)', async () => {
    const { user } = await openSolve([shortAnswer]);
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button('Finalizar'));
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).toBeNull());
    expect((await pendingSubmissions('anonimo'))[0]?.submission).toMatchObject({
      assignmentName: 'Repaso de ciencias',
      answers: [{ shortAnswer: 'Por la clorofila' }],
    });
  });
});

/** The server's answer to the start: the open start (`id`), with the answers it kept so far (or none). */
const started = (draft: { step: number; answers: string; savedAt: string } | null, id = 'start-1') => ({
  data: {
    startAssignmentAttempt: { attemptStart: { id, startedAt: '2026-11-27T10:00:00.000Z', deadlineAt: null, secondsLeft: null, draft } },
  },
});

/** The server's answer to a draft saved on start-1: when it stored it, by its own clock. */
const draftSaved = (savedAt: string) => ({ data: { saveAttemptDraft: { attemptStart: { id: 'start-1', draft: { savedAt } } } } });

/** Lets the vault's writes (IndexedDB, WebCrypto) that follow an answer finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('drafts on the server', () => {
  it('are saved a moment after a change once the attempt started, and failing offline is silent', async () => {
    const { user, environment } = await openSolve(questions);
    await answer(environment, 'useStartAssignmentAttemptMutation', started(null));
    await user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    // Not at once: changes in a row go as one.
    expect(operations(environment, 'useSaveAttemptDraftMutation')).toHaveLength(0);
    const save = await waitFor(() => operationNamed(environment, 'useSaveAttemptDraftMutation'), { timeout: 4000 });
    const input = save.request.variables.input;
    expect(input).toMatchObject({ attemptStartId: 'start-1', step: 0 });
    expect(JSON.parse(input.answers)).toEqual({ 'q-tf': { type: 'TRUE_OR_FALSE', value: true } });
    act(() => environment.mock.reject(save, new AppError('Error del servidor. Por favor, inténtelo de nuevo más tarde', 'INTERNAL_SERVER_ERROR')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    // The device keeps its copy either way.
    expect((await readAttemptDraft(undefined, 'a-1'))?.drafts['q-tf']).toEqual({ type: 'TRUE_OR_FALSE', value: true });
  });

  it('leaving sends what waited at once', async () => {
    const { user, environment, router } = await openSolve([shortAnswer]);
    await answer(environment, 'useStartAssignmentAttemptMutation', started(null));
    await user.type(screen.getByLabelText('Respuesta'), 'Por la clorofila');
    await act(() => router.navigate('/groups'));
    await user.click(await screen.findByRole('button', { name: 'Salir' }));
    const save = await operationNamed(environment, 'useSaveAttemptDraftMutation');
    expect(JSON.parse(save.request.variables.input.answers)).toEqual({ 'q-sa': { type: 'SHORT_ANSWER', text: 'Por la clorofila' } });
  });

  it("continue from the server's draft when it is newer than the device's (another device), not when older", async () => {
    const fromPhone = { 'q-tf': { type: 'TRUE_OR_FALSE', value: false }, 'q-fb': { type: 'FILL_BLANKS', values: ['agua', 'cien'] } };
    const later = new Date(Date.now() + 60_000).toISOString();
    const { environment, unmount } = await openSolve(questions);
    await answer(environment, 'useStartAssignmentAttemptMutation', started({ step: 2, answers: JSON.stringify(fromPhone), savedAt: later }));
    await waitFor(() => expect(heading()).toBe('Pregunta 3 de 3'));
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).toMatchObject({ step: 2, drafts: fromPhone }));
    unmount();

    // Back on this device, which has a newer draft than the server's old one: the device's stays.
    const again = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
    await answer(again.environment, 'SolvePageQuery', { data: { node: assignment(questions) } });
    await waitFor(() => expect(heading()).toBe('Pregunta 3 de 3'));
    await answer(again.environment, 'useStartAssignmentAttemptMutation', started({ step: 0, answers: '{}', savedAt: '2020-01-01T00:00:00.000Z' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading()).toBe('Pregunta 3 de 3');
    await again.user.click(button('Anterior'));
    expect((screen.getByLabelText('Espacio 1') as HTMLInputElement).value).toBe('agua');
  });
  it("continue from a draft saved later on another device even when this device's clock runs ahead", async () => {
    // The server's clock is right; this device's runs a week ahead. Only server times are compared with each other.
    const serverNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: serverNow + 7 * 24 * 3600_000 });
    try {
      const first = await openSolve(questions);
      await answer(first.environment, 'useStartAssignmentAttemptMutation', started(null));
      await first.user.click(screen.getByRole('radio', { name: 'Verdadero' }));
      const save = await waitFor(() => operationNamed(first.environment, 'useSaveAttemptDraftMutation'), { timeout: 4000 });
      act(() => first.environment.mock.resolve(save, draftSaved(new Date(serverNow).toISOString())));
      await settle();
      first.unmount();

      // Meanwhile the student went on on a phone, which saved five minutes later by the server's clock.
      const fromPhone = { 'q-tf': { type: 'TRUE_OR_FALSE', value: false }, 'q-fb': { type: 'FILL_BLANKS', values: ['agua', 'cien'] } };
      const again = await reopen();
      expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(true);
      await answer(
        again.environment,
        'useStartAssignmentAttemptMutation',
        started({ step: 1, answers: JSON.stringify(fromPhone), savedAt: new Date(serverNow + 5 * 60_000).toISOString() }),
      );
      await waitFor(() => expect(heading()).toBe('Pregunta 2 de 3'));
      expect((screen.getByLabelText('Espacio 1') as HTMLInputElement).value).toBe('agua');
      await again.user.click(button('Anterior'));
      expect((screen.getByRole('radio', { name: 'Falso' }) as HTMLInputElement).checked).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keep the device's changes made after its last save when the server holds only that save", async () => {
    const first = await openSolve(questions);
    await answer(first.environment, 'useStartAssignmentAttemptMutation', started(null));
    await first.user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    const save = await waitFor(() => operationNamed(first.environment, 'useSaveAttemptDraftMutation'), { timeout: 4000 });
    const savedAt = '2026-11-27T10:01:00.000Z';
    act(() => first.environment.mock.resolve(save, draftSaved(savedAt)));
    await settle();
    // Changed again, and the connection lost before the next save.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await first.user.click(button('Siguiente'));
    await first.user.type(screen.getByLabelText('Espacio 1'), 'agua');
    await waitFor(async () => expect((await readAttemptDraft(undefined, 'a-1'))?.drafts['q-fb']).toMatchObject({ values: ['agua', ''] }));
    first.unmount();
    vi.restoreAllMocks();

    const again = await reopen();
    await answer(
      again.environment,
      'useStartAssignmentAttemptMutation',
      started({ step: 0, answers: JSON.stringify({ 'q-tf': { type: 'TRUE_OR_FALSE', value: true } }), savedAt }),
    );
    await settle();
    expect(heading()).toBe('Pregunta 2 de 3');
    expect((screen.getByLabelText('Espacio 1') as HTMLInputElement).value).toBe('agua');
    // What the server lacks goes to it, without waiting for another change.
    const resent = await waitFor(() => operationNamed(again.environment, 'useSaveAttemptDraftMutation'), { timeout: 4000 });
    expect(JSON.parse(resent.request.variables.input.answers)).toMatchObject({ 'q-fb': { values: ['agua', ''] } });
  });

  it('of an attempt submitted on another device do not fill the next attempt', async () => {
    const first = await openSolve(questions);
    await answer(first.environment, 'useStartAssignmentAttemptMutation', started(null, 'start-1'));
    await first.user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    await first.user.click(button('Siguiente'));
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).toMatchObject({ step: 1 }));
    first.unmount();

    // start-1 was submitted on the phone; opening here starts start-2, with nothing saved yet.
    const again = await reopen();
    await answer(again.environment, 'useStartAssignmentAttemptMutation', started(null, 'start-2'));
    await waitFor(() => expect(heading()).toBe('Pregunta 1 de 3'));
    expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).toBeNull());
    again.unmount();

    // Nor after a reload.
    const third = await reopen();
    expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(false);
    await answer(third.environment, 'useStartAssignmentAttemptMutation', started(null, 'start-2'));
  });

  it('of a new attempt come from its own start when it has a draft; a draft made without a start stays', async () => {
    const first = await openSolve(questions);
    await answer(first.environment, 'useStartAssignmentAttemptMutation', started(null, 'start-1'));
    await first.user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).not.toBeNull());
    first.unmount();

    const fromPhone = { 'q-tf': { type: 'TRUE_OR_FALSE', value: false } };
    const again = await reopen();
    await answer(
      again.environment,
      'useStartAssignmentAttemptMutation',
      started({ step: 0, answers: JSON.stringify(fromPhone), savedAt: '2020-01-01T00:00:00.000Z' }, 'start-2'),
    );
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Falso' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).toMatchObject({ attemptStartId: 'start-2', dirty: false }));
    again.unmount();

    // Answered while no start was known (offline): kept when the start comes.
    await emptyVault();
    const offline = await openSolve(questions);
    await offline.user.click(screen.getByRole('radio', { name: 'Verdadero' }));
    await waitFor(async () => expect(await readAttemptDraft(undefined, 'a-1')).not.toBeNull());
    offline.unmount();
    const online = await reopen();
    await answer(online.environment, 'useStartAssignmentAttemptMutation', started(null, 'start-3'));
    await settle();
    expect((screen.getByRole('radio', { name: 'Verdadero' }) as HTMLInputElement).checked).toBe(true);
  });
});
