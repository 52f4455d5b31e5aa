import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import { fill, operationNamed, questionData, openUpdate, resolveCreate, routes } from './questionsSetup';

beforeEach(() => {
  // jsdom has no object URLs: the preview gets a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:vista-previa');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('create and link to an assignment', () => {
  const assignment = { __typename: 'Assignment', __isNode: 'Assignment', id: 'a-1', name: 'Repaso', studyGroup: { id: 'g-1', owner: { id: 'p-1' } } };

  it("links the question, asks '¿Deseas añadir otra pregunta?', resets on Sí and goes to the group's assignments on No", async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/groups/assignments/add/link-question?assignmentId=a-1' });
    const query = await operationNamed(environment, 'QuestionFormPageQuery');
    expect(query.request.variables).toEqual({ questionId: '', withQuestion: false, assignmentId: 'a-1', withAssignment: true });
    environment.mock.resolve(query, { data: { assignment } });
    await screen.findByRole('heading', { name: 'Añadir Pregunta' });
    await fill(user, await screen.findByLabelText(/Enunciado/), 'La Tierra es plana');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const variables = await resolveCreate(environment, 'TrueOrFalseQuestion', {
      id: 'a-1',
      questionCount: 1,
      questions: [{ __typename: 'TrueOrFalseQuestion', __isNode: 'TrueOrFalseQuestion', id: 'q-new' }],
    });
    expect((variables.input as Record<string, unknown>).assignmentId).toBe('a-1');

    const dialog = await screen.findByRole('dialog', { name: '¿Deseas añadir otra pregunta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((screen.getByLabelText(/Enunciado/) as HTMLTextAreaElement).value).toBe(''));
    expect(router.state.location.pathname).toBe('/groups/assignments/add/link-question');

    await fill(user, screen.getByLabelText(/Enunciado/), 'El agua moja');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    await resolveCreate(environment, 'TrueOrFalseQuestion');
    await user.click(within(await screen.findByRole('dialog', { name: '¿Deseas añadir otra pregunta?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/group-info'));
    expect(router.state.location.search).toBe('?groupId=g-1&ownerId=p-1');
    expect(await screen.findByText('Tarea con preguntas creada')).toBeTruthy();
  });
});

describe('edit question', () => {
  const trueOrFalse = questionData('TrueOrFalseQuestion', {
    id: 'q-1',
    type: 'TRUE_OR_FALSE',
    statement: 'El agua hierve a 100 °C',
    correctAnswer: false,
    imageUrl: '/storage/agua.png',
  });

  it('prefills from the question, shows its image and returns to the assignment after an update from it', async () => {
    const { user, environment, router } = renderWithProviders(routes, {
      initialPath: '/groups/assignments/update-question-assignment/true/TRUE_OR_FALSE?questionId=q-1&assignmentId=a-1&studyGroupId=g-1',
    });
    const query = await operationNamed(environment, 'QuestionFormPageQuery');
    expect(query.request.variables).toEqual({ questionId: 'q-1', withQuestion: true, assignmentId: '', withAssignment: false });
    environment.mock.resolve(query, { data: { question: trueOrFalse } });
    const statement = (await screen.findByLabelText(/Enunciado/)) as HTMLTextAreaElement;
    expect(statement.value).toBe('El agua hierve a 100 °C');
    expect((screen.getByRole('switch', { name: 'Respuesta correcta: Falso' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('img', { name: 'Imagen actual de la pregunta' }).getAttribute('src')).toBe('/storage/agua.png');

    await user.clear(statement);
    await fill(user, statement, ' El agua  hierve a 100 °C al nivel del mar ');
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables).toEqual({
      input: {
        id: 'q-1',
        statement: 'El agua hierve a 100 °C al nivel del mar',
        difficulty: 'EASY',
        trueOrFalse: { correctAnswer: false, image: null },
      },
    });
    environment.mock.resolve(mutation, {
      data: { updateQuestion: { question: { ...trueOrFalse, statement: 'El agua hierve a 100 °C al nivel del mar' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/assignments/update'));
    expect(router.state.location.search).toBe('?assignmentId=a-1&studyGroupId=g-1');
    expect(await screen.findByText('Pregunta actualizada')).toBeTruthy();
    expect(screen.getByText('Éxito')).toBeTruthy();
  });

  it('prefills the fill-blanks chips and goes to /profile after an update from the bank', async () => {
    const { user, environment, router } = await openUpdate(
      questionData('FillBlanksQuestion', {
        id: 'q-2',
        type: 'FILL_BLANKS',
        statement: 'El niño juega en la montaña.',
        correctWords: ['niño'],
      }),
    );
    const words = await screen.findByRole('group', { name: 'Palabras correctas' });
    expect(within(words).getByRole('button', { name: 'niño' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(words).getByRole('button', { name: 'montaña' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables.input).toEqual({
      id: 'q-2',
      statement: 'El niño juega en la montaña.',
      difficulty: 'EASY',
      fillBlanks: { correctWords: ['niño', 'montaña'] },
    });
    environment.mock.resolve(mutation, {
      data: {
        updateQuestion: {
          question: questionData('FillBlanksQuestion', {
            id: 'q-2',
            type: 'FILL_BLANKS',
            statement: 'El niño juega en la montaña.',
            correctWords: ['niño', 'montaña'],
          }),
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it("shows 'Error al actualizar la pregunta.' with the server's message when the update fails", async () => {
    const { user, environment, router } = await openUpdate(trueOrFalse);
    await user.click(await screen.findByRole('button', { name: 'Actualizar pregunta' }));
    environment.mock.reject(await operationNamed(environment, 'useUpdateQuestionMutation'), new Error('No se encontró el recurso'));
    expect(await screen.findByText('Error al actualizar la pregunta.')).toBeTruthy();
    expect(screen.getByText('No se encontró el recurso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/questions/update/TRUE_OR_FALSE');
  });

  it("drops the current image with 'Quitar imagen'", async () => {
    const { user, environment } = await openUpdate(trueOrFalse);
    await user.click(await screen.findByRole('button', { name: 'Quitar imagen' }));
    expect(screen.queryByRole('img', { name: 'Imagen actual de la pregunta' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables.input.trueOrFalse).toEqual({ correctAnswer: false, removeImage: true, image: null });
  });

  it("shows 'Formulario desconocido' for an unknown type", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/questions/update/ENSAYO?questionId=q-1' });
    expect(await screen.findByText('Formulario desconocido')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
