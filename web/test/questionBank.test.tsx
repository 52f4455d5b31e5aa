import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@aula/common';
import { chooseOption, menuDialog, renderWithProviders } from './renderWithProviders';
import { bankConnection, operationNamed, questionData, routes, type User } from './questionsSetup';

afterEach(() => vi.restoreAllMocks());

describe('question bank', () => {
  const questions = [
    questionData('TrueOrFalseQuestion', { id: 'q-1', type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 °C' }),
    questionData('FillBlanksQuestion', { id: 'q-2', type: 'FILL_BLANKS', statement: 'El niño juega en la montaña.' }),
    questionData('MatchColumnsQuestion', { id: 'q-3', type: 'MATCH_COLUMNS', statement: 'Une cada país con su capital', difficulty: 'HARD' }),
    questionData('MultipleAnswerQuestion', { id: 'q-4', type: 'MULTIPLE_ANSWER', statement: '¿Cuáles son primos?' }),
    questionData('ShortAnswerQuestion', { id: 'q-5', type: 'SHORT_ANSWER', statement: '¿Cuál es la capital de Francia?' }),
  ];
  const viewer = (nodes: unknown[]) => ({
    questions: {
      edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
      pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    },
  });

  async function openBank(nodes: unknown[] = questions) {
    const rendered = renderWithProviders(routes, { initialPath: '/profile/questions' });
    const query = await operationNamed(rendered.environment, 'QuestionBankPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: '', withAssignment: false });
    rendered.environment.mock.resolve(query, { data: { viewer: viewer(nodes) } });
    await screen.findByRole('heading', { name: 'Banco de preguntas' });
    return rendered;
  }

  /** Opens the picker of assignment a-1, which links these questions (the bank lists all of them). */
  async function openPicker(linked: unknown[]) {
    const rendered = renderWithProviders(routes, { initialPath: '/groups/assignments/add/questions-repository?assignmentId=a-1' });
    const query = await operationNamed(rendered.environment, 'QuestionBankPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'a-1', withAssignment: true });
    rendered.environment.mock.resolve(query, {
      data: {
        viewer: viewer(questions),
        assignment: {
          __typename: 'Assignment',
          __isNode: 'Assignment',
          id: 'a-1',
          name: 'Repaso',
          questions: linked,
          studyGroup: { id: 'g-1', owner: { id: 'p-1' } },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Buscar en repositorio' });
    return rendered;
  }

  /** Deactivates '¿Cuáles son primos?' through its menu and the confirmation dialog. */
  async function deactivatePrimes(user: User) {
    const dialog = await menuDialog(user, 'Opciones de la pregunta ¿Cuáles son primos?', 'Desactivar');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
  }

  it('lists the statements with their humanised types and links to add and edit', async () => {
    const { user } = await openBank();
    const list = screen.getByRole('list', { name: 'Preguntas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const label of ['Verdadero o Falso', 'Llenar espacios', 'Emparejar columnas', 'Respuesta Múltiple', 'Respuesta Corta']) {
      expect(within(list).getByText(label)).toBeTruthy();
    }
    expect(within(list).getByText('Difícil')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Añadir' }).getAttribute('href')).toBe('/profile/addQuestion');
    await user.click(screen.getByRole('button', { name: 'Opciones de la pregunta Une cada país con su capital' }));
    expect((await screen.findByRole('menuitem', { name: 'Editar' })).getAttribute('href')).toBe(
      '/profile/questions/update/MATCH_COLUMNS?questionId=q-3',
    );
  });

  it('searches (after a pause) and filters on the server, keeping what is picked shown first', async () => {
    const { user, environment } = await openPicker([questions[4]]);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '  niño ');
    // One request for the whole text, once typing rests.
    const search = await operationNamed(environment, 'QuestionListPaginationQuery');
    expect(search.request.variables).toMatchObject({ search: 'niño', type: null, difficulty: null, cursor: null });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    environment.mock.resolve(search, { data: { viewer: viewer([questions[1]]) } });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Preguntas' })).getAllByRole('listitem')).toHaveLength(1));
    // The picked question is not in these results, and still shown (and counted) above them.
    expect(within(screen.getByRole('list', { name: 'Preguntas seleccionadas' })).getByText('¿Cuál es la capital de Francia?')).toBeTruthy();
    expect(screen.getByText('1 pregunta seleccionada')).toBeTruthy();

    await chooseOption(user, 'Dificultad', 'Difícil');
    const hard = await operationNamed(environment, 'QuestionListPaginationQuery');
    expect(hard.request.variables).toMatchObject({ search: 'niño', difficulty: 'HARD', type: null });
    environment.mock.resolve(hard, { data: { viewer: viewer([]) } });
    expect(await screen.findByText('No se encontraron preguntas con estos filtros.')).toBeTruthy();

    await chooseOption(user, 'Tipo', 'Emparejar columnas');
    expect((await operationNamed(environment, 'QuestionListPaginationQuery')).request.variables).toMatchObject({
      type: 'MATCH_COLUMNS',
      difficulty: 'HARD',
    });

    // Removing a picked one from the top list unticks it; focus stays on the list's heading.
    await user.click(screen.getByRole('button', { name: 'Quitar: ¿Cuál es la capital de Francia?' }));
    expect(screen.getByText('Ninguna pregunta seleccionada.')).toBeTruthy();
    expect(screen.getByText('0 preguntas seleccionadas')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Seleccionadas' }));
  });

  it('shows the empty text', async () => {
    await openBank([]);
    expect(screen.getByText('Todavía no hay preguntas. Pruebe a crear una.')).toBeTruthy();
  });

  it('deactivates a question: it leaves the list at once', async () => {
    const { user, environment } = await openBank();
    await deactivatePrimes(user);
    const mutation = await operationNamed(environment, 'useDeactivateQuestionMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'q-4' }, connections: [bankConnection] });
    await waitFor(() => expect(screen.queryByText('¿Cuáles son primos?')).toBeNull());
    environment.mock.resolve(mutation, {
      data: { deactivateQuestion: { deactivatedQuestionId: 'q-4', question: { ...questions[3], isActive: false } } },
    });
    expect(await screen.findByText('Pregunta desactivada correctamente')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('brings the question back and shows the message when deactivating fails', async () => {
    const { user, environment } = await openBank();
    await deactivatePrimes(user);
    environment.mock.reject(await operationNamed(environment, 'useDeactivateQuestionMutation'), new Error(''));
    expect(await screen.findByText('Hubo un problema al desactivar la pregunta')).toBeTruthy();
    expect(screen.getByText('¿Cuáles son primos?')).toBeTruthy();
  });

  it('picks questions for an assignment: linked ones preselected, no edit or delete, saved after confirming', async () => {
    const { user, environment, router } = await openPicker([questions[4]]);
    expect(screen.queryByRole('button', { name: /Opciones de la pregunta/ })).toBeNull();
    // The selection comes first, above the bank.
    const picked = () =>
      within(screen.getByRole('list', { name: 'Preguntas seleccionadas' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(picked()).toEqual([expect.stringContaining('¿Cuál es la capital de Francia?')]);
    expect((screen.getByRole('checkbox', { name: 'Seleccionar: ¿Cuál es la capital de Francia?' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Seleccionar: El agua hierve a 100 °C' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar: El agua hierve a 100 °C' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar: ¿Cuáles son primos?' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar: ¿Cuáles son primos?' }));
    expect(screen.getByText('2 preguntas seleccionadas')).toBeTruthy();
    expect(picked()).toEqual([expect.stringContaining('¿Cuál es la capital de Francia?'), expect.stringContaining('El agua hierve a 100 °C')]);

    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Seguro que quieres guardar con estas preguntas?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const mutation = await operationNamed(environment, 'useSetAssignmentQuestionsMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'a-1', questionIds: ['q-5', 'q-1'] } });
    environment.mock.resolve(mutation, {
      data: { setAssignmentQuestions: { assignment: { id: 'a-1', questionCount: 2, questions: [questions[4], questions[0]] } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/group-info'));
    expect(router.state.location.search).toBe('?groupId=g-1&ownerId=p-1');
    expect(await screen.findByText('Las preguntas han sido guardadas en la tarea')).toBeTruthy();
    expect(screen.getByText('Preguntas agregadas')).toBeTruthy();
  });

  it("asks again, saying why, when students saw a picked question's solution in Modo Libre, and sends the confirmation", async () => {
    const { user, environment, router } = await openPicker([]);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar: El agua hierve a 100 °C' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preguntas' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    environment.mock.reject(await operationNamed(environment, 'useSetAssignmentQuestionsMutation'), new Error(errorMessages.practisedQuestions));

    const dialog = await screen.findByRole('dialog', { name: '¿Calificar con soluciones ya vistas?' });
    expect(within(dialog).getByText(errorMessages.practisedQuestions)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, continuar' }));
    const confirmed = await operationNamed(environment, 'useSetAssignmentQuestionsMutation');
    expect(confirmed.request.variables).toEqual({ input: { id: 'a-1', questionIds: ['q-1'], confirmPractisedKeys: true } });
    environment.mock.resolve(confirmed, {
      data: { setAssignmentQuestions: { assignment: { id: 'a-1', questionCount: 1, questions: [questions[0]] } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/group-info'));
  });
});
