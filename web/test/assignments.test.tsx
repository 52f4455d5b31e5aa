import { screen, waitFor, within } from '@testing-library/react';
import { ConnectionHandler } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { difficultyLabel, difficultyLabels, difficultyOptions } from '../src/questionKinds/difficulty';
import { chooseOption, renderWithProviders } from './renderWithProviders';
import { assignmentData, descriptionOf, operationNamed, routes } from './assignmentsSetup';

describe('difficulty labels', () => {
  it('shows Fácil, Intermedio and Difícil, and Desconocido for anything else', () => {
    expect(difficultyLabels).toEqual({ EASY: 'Fácil', INTERMEDIATE: 'Intermedio', HARD: 'Difícil' });
    expect(difficultyLabel('EASY')).toBe('Fácil');
    expect(difficultyLabel('INTERMEDIATE')).toBe('Intermedio');
    expect(difficultyLabel('HARD')).toBe('Difícil');
    expect(difficultyLabel('EXTREME')).toBe('Desconocido');
    // eslint-disable-next-line relay/no-future-added-value -- the test feeds the value a newer server may send
    expect(difficultyLabel('%future added value')).toBe('Desconocido');
    expect(difficultyLabel(null)).toBe('Desconocido');
    expect(difficultyLabel(undefined)).toBe('Desconocido');
    expect(difficultyOptions.map((option) => option.label)).toEqual(['Fácil', 'Intermedio', 'Difícil']);
  });
});

describe('assignment form, create', () => {
  const createPath = '/groups/assignments/add?studyGroupId=group-1';

  it("keeps 'Añadir pregunta(s)' disabled until the form is valid", async () => {
    const { user } = renderWithProviders(routes, { initialPath: createPath });
    const button = await screen.findByRole('button', { name: 'Añadir pregunta(s)' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/Título/), 'Repaso');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/Descripción/), 'Ecuaciones');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    // Spaces only are not a description once normalised.
    await user.clear(screen.getByLabelText(/Descripción/));
    await user.type(screen.getByLabelText(/Descripción/), '   ');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
  });

  it('shows each validation message under the input that triggers it', async () => {
    const { user } = renderWithProviders(routes, { initialPath: createPath });
    const name = await screen.findByLabelText(/Título/);
    const description = screen.getByLabelText(/Descripción/);
    // '  ab   ' is 'ab' once normalised: two characters.
    await user.type(name, '  ab   ');
    await user.click(description);
    await user.tab();
    await waitFor(() => expect(descriptionOf(name)).toContain('El título debe tener al menos 3 caracteres'));
    expect(descriptionOf(description)).toContain('La descripción no puede estar vacía');
    expect(descriptionOf(name)).not.toContain('La descripción no puede estar vacía');
    expect(descriptionOf(description)).not.toContain('El título debe tener al menos 3 caracteres');
    // Fixing a field takes its message away.
    await user.type(name, 'c');
    await user.type(description, 'Algo');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('El título debe tener al menos 3 caracteres')).toBeNull());
    expect(screen.queryByText('La descripción no puede estar vacía')).toBeNull();
  });

  it('starts with one attempt and the highest grade, and checks the attempts allowed', async () => {
    const { user } = renderWithProviders(routes, { initialPath: createPath });
    const attempts = (await screen.findByLabelText('Intentos permitidos')) as HTMLInputElement;
    expect(attempts.value).toBe('1');
    expect(screen.getByRole('combobox', { name: 'Método de calificación' }).textContent).toBe('Nota más alta');
    expect((screen.getByLabelText('Fecha de entrega') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('switch', { name: 'Abrir para práctica (Modo Libre)' }) as HTMLInputElement).checked).toBe(false);
    await user.clear(attempts);
    await user.type(attempts, '0');
    await user.tab();
    await waitFor(() => expect(descriptionOf(attempts)).toContain('Los intentos permitidos deben ser un número entero entre 1 y 100'));
    // Empty means unlimited, which is allowed.
    await user.clear(attempts);
    await user.tab();
    await waitFor(() => expect(descriptionOf(attempts)).toContain('Déjelo vacío para permitir intentos ilimitados'));
    // The time limit is optional, 1 to 600 minutes.
    const timeLimit = screen.getByLabelText('Tiempo límite (minutos)') as HTMLInputElement;
    expect(timeLimit.value).toBe('');
    await user.type(timeLimit, '601');
    await user.tab();
    await waitFor(() => expect(descriptionOf(timeLimit)).toContain('El tiempo límite debe ser un número entero de minutos entre 1 y 600'));
  });

  it('offers the three difficulties with Fácil (EASY) by default', async () => {
    const { user } = renderWithProviders(routes, { initialPath: createPath });
    const select = await screen.findByRole('combobox', { name: 'Dificultad' });
    expect(select.textContent).toBe('Fácil');
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Fácil', 'Intermedio', 'Difícil']);
  });

  it('creates the assignment with normalised texts, then opens the add-question dialog on its edit screen', async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: createPath });
    await user.type(await screen.findByLabelText(/Título/), '  Repaso   de  álgebra ');
    await user.type(screen.getByLabelText(/Descripción/), ' Ecuaciones \n  lineales  ');
    await chooseOption(user, 'Dificultad', 'Intermedio');
    const button = screen.getByRole('button', { name: 'Añadir pregunta(s)' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);

    const mutation = await operationNamed(environment, 'useCreateAssignmentMutation');
    expect(mutation.request.variables).toEqual({
      input: {
        studyGroupId: 'group-1',
        clientMutationId: expect.any(String),
        name: 'Repaso de álgebra',
        description: 'Ecuaciones lineales',
        difficulty: 'INTERMEDIATE',
        maxAttempts: 1,
        gradingMethod: 'HIGHEST',
        dueAt: null,
        closeAt: null,
        openForPractice: false,
        timeLimitMinutes: null,
      },
      connections: [ConnectionHandler.getConnectionID('group-1', 'AssignmentListPage_assignments')],
    });
    const assignment = assignmentData();
    environment.mock.resolve(mutation, {
      data: { createAssignment: { assignmentEdge: { cursor: 'c1', node: assignment }, assignment } },
    });

    // The created assignment is the current one: the create screen is replaced by its edit screen.
    const query = await operationNamed(environment, 'AssignmentFormPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1' });
    environment.mock.resolve(query, { data: { node: assignment } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/update'));
    expect(router.state.location.search).toBe('?assignmentId=assignment-1&studyGroupId=group-1');
    const dialog = await screen.findByRole('dialog', { name: 'Añadir pregunta(s)' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Buscar en repositorio/ })
        .getAttribute('href'),
    ).toBe('/groups/assignments/add/questions-repository?assignmentId=assignment-1');
    expect(
      within(dialog)
        .getByRole('link', { name: /Añadir pregunta/ })
        .getAttribute('href'),
    ).toBe('/groups/assignments/add/link-question?assignmentId=assignment-1');
    expect(screen.getByRole('heading', { name: 'Editar tarea', hidden: true })).toBeTruthy();
    // Going on from here adds questions to this assignment: nothing else is created.
    await user.click(within(dialog).getByRole('link', { name: /Añadir pregunta/ }));
    expect(await screen.findByText('Crear y vincular pregunta')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the server message when creating fails', async () => {
    const { user, environment } = renderWithProviders(routes, { initialPath: createPath });
    await user.type(await screen.findByLabelText(/Título/), 'Repaso');
    await user.type(screen.getByLabelText(/Descripción/), 'Ecuaciones');
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta(s)' }));
    environment.mock.reject(
      await operationNamed(environment, 'useCreateAssignmentMutation'),
      new Error('Acceso restringido. No tiene los roles para esta acción'),
    );
    expect(await screen.findByText('Acceso restringido. No tiene los roles para esta acción')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('assignment form, edit', () => {
  const editPath = '/groups/assignments/update?assignmentId=assignment-1&studyGroupId=group-1';
  const questions = [
    // __isQuestionCommon / __isNode: what Relay asks the server for its `... on QuestionCommon` refinement.
    {
      __typename: 'TrueOrFalseQuestion',
      __isQuestionCommon: 'TrueOrFalseQuestion',
      __isNode: 'TrueOrFalseQuestion',
      id: 'q-1',
      type: 'TRUE_OR_FALSE',
      statement: 'El agua hierve a 100 °C',
      isActive: true,
    },
    {
      __typename: 'ShortAnswerQuestion',
      __isQuestionCommon: 'ShortAnswerQuestion',
      __isNode: 'ShortAnswerQuestion',
      id: 'q-2',
      type: 'SHORT_ANSWER',
      statement: '¿Qué es una ecuación?',
      isActive: true,
    },
    {
      __typename: 'OrderingQuestion',
      __isQuestionCommon: 'OrderingQuestion',
      __isNode: 'OrderingQuestion',
      id: 'q-3',
      type: 'ORDERING',
      statement: 'Ordene los pasos',
      isActive: true,
    },
  ];

  async function openEdit() {
    const rendered = renderWithProviders(routes, { initialPath: editPath });
    const query = await operationNamed(rendered.environment, 'AssignmentFormPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1' });
    rendered.environment.mock.resolve(query, { data: { node: assignmentData({ questions }) } });
    await screen.findByRole('heading', { name: 'Editar tarea' });
    return rendered;
  }

  it('prefills the form and lists the questions with edit links', async () => {
    await openEdit();
    expect((screen.getByLabelText(/Título/) as HTMLInputElement).value).toBe('Repaso de álgebra');
    expect((screen.getByLabelText(/Descripción/) as HTMLTextAreaElement).value).toBe('Ecuaciones lineales');
    expect(screen.getByRole('combobox', { name: 'Dificultad' }).textContent).toBe('Intermedio');
    const list = screen.getByRole('list', { name: 'Preguntas de la tarea' });
    expect(within(list).getByText('El agua hierve a 100 °C')).toBeTruthy();
    expect(within(list).getByText('Verdadero o Falso')).toBeTruthy();
    expect(within(list).getByText('Ordenar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Editar la pregunta: ¿Qué es una ecuación?' }).getAttribute('href')).toBe(
      '/groups/assignments/update-question-assignment/true/SHORT_ANSWER?questionId=q-2&assignmentId=assignment-1&studyGroupId=group-1',
    );
  });

  it('opens the dialog at once when editing (no creation)', async () => {
    const { user, environment } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Añadir pregunta(s)' }));
    expect(await screen.findByRole('dialog', { name: 'Añadir pregunta(s)' })).toBeTruthy();
    expect(screen.getByText('Buscar en repositorio')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the validation messages when saving invalid values', async () => {
    const { user, environment } = await openEdit();
    await user.clear(screen.getByLabelText(/Título/));
    await user.type(screen.getByLabelText(/Título/), ' x ');
    await user.clear(screen.getByLabelText(/Descripción/));
    await user.click(screen.getByRole('button', { name: 'Actualizar tarea' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Título/))).toContain('El título debe tener al menos 3 caracteres'));
    expect(descriptionOf(screen.getByLabelText(/Descripción/))).toContain('La descripción no puede estar vacía');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("saves with 'Actualizar tarea' (normalised), says 'Tarea actualizada' and returns to the group's assignments", async () => {
    const { user, environment, router } = await openEdit();
    await user.clear(screen.getByLabelText(/Título/));
    await user.type(screen.getByLabelText(/Título/), '  Repaso   final ');
    await user.type(screen.getByLabelText('Tiempo límite (minutos)'), '45');
    await user.click(screen.getByRole('button', { name: 'Actualizar tarea' }));
    const mutation = await operationNamed(environment, 'useUpdateAssignmentMutation');
    expect(mutation.request.variables).toEqual({
      input: {
        id: 'assignment-1',
        name: 'Repaso final',
        description: 'Ecuaciones lineales',
        difficulty: 'INTERMEDIATE',
        maxAttempts: 2,
        gradingMethod: 'AVERAGE',
        dueAt: null,
        closeAt: null,
        openForPractice: false,
        timeLimitMinutes: 45,
      },
    });
    expect(screen.getByRole('button', { name: 'Actualizando tarea...' })).toBeTruthy();
    environment.mock.resolve(mutation, { data: { updateAssignment: { assignment: assignmentData({ name: 'Repaso final' }) } } });
    expect(await screen.findByText('Tarea actualizada')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/group-info'));
    expect(router.state.location.search).toBe('?groupId=group-1&ownerId=profile-1');
  });

  it("shows 'Hubo un problema al actualizar' over the server's message when saving fails", async () => {
    const { user, environment, router } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Actualizar tarea' }));
    environment.mock.reject(await operationNamed(environment, 'useUpdateAssignmentMutation'), new Error('No se encontró el recurso'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Hubo un problema al actualizar')).toBeTruthy();
    expect(within(toast).getByText('No se encontró el recurso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups/assignments/update');
  });

  it('unlinks a question after confirmation; it leaves the list at once', async () => {
    const { user, environment } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Desvincular la pregunta: El agua hierve a 100 °C' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Seguro que quiere desvincular la pregunta?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const mutation = await operationNamed(environment, 'useUnlinkAssignmentQuestionMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'assignment-1', questionId: 'q-1' } });
    await waitFor(() => expect(screen.queryByText('El agua hierve a 100 °C')).toBeNull());
    environment.mock.resolve(mutation, {
      data: {
        unlinkAssignmentQuestion: {
          unlinkedQuestionId: 'q-1',
          assignment: { __typename: 'Assignment', id: 'assignment-1', questionCount: 1, questions: [questions[1]] },
        },
      },
    });
    expect(await screen.findByText('Pregunta desvinculada correctamente')).toBeTruthy();
    expect(screen.queryByText('El agua hierve a 100 °C')).toBeNull();
    expect(screen.getByText('¿Qué es una ecuación?')).toBeTruthy();
  });

  it('puts the question back and shows the message when unlinking fails', async () => {
    const { user, environment } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Desvincular la pregunta: El agua hierve a 100 °C' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    environment.mock.reject(await operationNamed(environment, 'useUnlinkAssignmentQuestionMutation'), new Error(''));
    expect(await screen.findByText('Hubo un problema al desactivar la pregunta')).toBeTruthy();
    expect(screen.getByText('El agua hierve a 100 °C')).toBeTruthy();
  });
});
