import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as FreeModePage from '../src/features/freeMode/FreeModePage';
import freeModeScreen from '../src/app/loaders/freeMode';
import { routeLoader } from '../src/app/routeLoader';
import { renderWithProviders } from './renderWithProviders';
import { answer, assignment, operationNamed, operations, question, routes, withSuspense } from './solveSetup';

// The attempts policy on screen: attempts left and the due date on the overview, no attempt without attempts left, and
// Modo Libre's round of practice with the solution after each answer.

const overview = (fields: Record<string, unknown>) => ({
  __typename: 'Assignment',
  __isNode: 'Assignment',
  id: 'a-1',
  name: 'Repaso de ciencias',
  description: 'Antes del examen',
  questionCount: 2,
  maxAttempts: 1,
  viewerAttemptsLeft: 1,
  viewerGrade: null,
  dueAt: null,
  openForPractice: false,
  studyGroup: { id: 'g-1', name: 'Ciencias 2B' },
  ...fields,
});

async function openOverview(fields: Record<string, unknown>) {
  const rendered = renderWithProviders(routes, { initialPath: '/assignment/main/a-1' });
  await answer(rendered.environment, 'AssignmentOverviewPageQuery', { data: { node: overview(fields) } });
  await screen.findByRole('heading', { name: 'Repaso de ciencias' });
  return rendered;
}

describe('attempts policy on the overview', () => {
  it('shows the attempts left and the due date, and lets the student start', async () => {
    await openOverview({ maxAttempts: 3, viewerAttemptsLeft: 2, dueAt: '2030-05-01T15:30:00.000Z' });
    expect(screen.getByText('Intentos restantes: 2 de 3')).toBeTruthy();
    expect(screen.getByText(/^Fecha de entrega: 1 de mayo del 2030/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar' }).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('refuses a second attempt when none is left, and shows the grade', async () => {
    await openOverview({ viewerAttemptsLeft: 0, viewerGrade: 75 });
    expect(screen.getByText('Intentos restantes: 0 de 1')).toBeTruthy();
    expect(screen.getByText('Ya usó todos los intentos permitidos de esta tarea')).toBeTruthy();
    expect(screen.getByText('Su nota: 75.00%')).toBeTruthy();
    expect(screen.getByText('Empezar').closest('a')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('warns that an attempt after the due date is marked late', async () => {
    await openOverview({ dueAt: '2020-01-01T10:00:00.000Z' });
    expect(screen.getByText('La fecha de entrega ya pasó: lo que envíe se marcará «Entregada con retraso».')).toBeTruthy();
  });

  it('does not open the solve screen by its address without attempts left', async () => {
    const rendered = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
    const query = await operationNamed(rendered.environment, 'SolvePageQuery');
    const trueOrFalse = question('TrueOrFalseQuestion', 'q-tf', { statement: 'El agua hierve a 100 grados', imageUrl: null });
    act(() =>
      rendered.environment.mock.resolve(query, { data: { node: { ...assignment([trueOrFalse]), viewerAttemptsLeft: 0, openForPractice: false } } }),
    );
    expect(await screen.findByText('Ya usó todos los intentos permitidos de esta tarea')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
  });
});

describe('Modo Libre', () => {
  const freeRoutes = withSuspense([{ path: '/free-mode', loader: routeLoader(freeModeScreen), Component: FreeModePage.Component }]);
  const groups = {
    viewer: {
      studyGroups: {
        edges: [
          {
            node: {
              id: 'g-1',
              name: 'Ciencias 2B',
              assignments: { edges: [{ node: { id: 'a-1', name: 'Repaso libre', openForPractice: true, viewerIsOwner: false } }] },
            },
          },
        ],
      },
    },
  };
  const tf = (id: string, statement: string) => question('TrueOrFalseQuestion', id, { statement, imageUrl: null });
  /** The question in its author's view, as checkPracticeAnswer returns it (an id of its own). */
  const authorView = (id: string, correctAnswer: boolean) => ({
    ...question('TrueOrFalseQuestion', `key-${id}`, { correctAnswer }),
    __isQuestionCommon: 'TrueOrFalseQuestion',
    viewerSeesAnswerKey: true,
  });
  const solution = () => within(screen.getByRole('region', { name: 'Solución' })).getByRole('group', { name: 'Respuesta correcta' });

  it('practises one question at a time, shows right or wrong with the solution, then the summary', async () => {
    const { environment, user } = renderWithProviders(freeRoutes, { initialPath: '/free-mode' });
    await answer(environment, 'FreeModePageQuery', { data: groups });
    await user.click(await screen.findByRole('button', { name: 'Empezar práctica' }));

    const practice = await operationNamed(environment, 'PracticeSessionQuery');
    expect(practice.request.variables).toMatchObject({ studyGroupId: 'g-1', assignmentId: null, type: null, difficulty: null, first: 10 });
    act(() =>
      environment.mock.resolve(practice, {
        data: { viewer: { practiceQuestions: [tf('q-1', 'El agua hierve a 100 grados'), tf('q-2', 'La Luna es una estrella')] } },
      }),
    );
    expect(await screen.findByRole('heading', { name: /^Pregunta 1 de 2/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Comprobar' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByLabelText('Verdadero'));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    const first = await operationNamed(environment, 'useCheckPracticeAnswerMutation');
    expect(first.request.variables).toEqual({ input: { questionId: 'q-1', answer: { questionId: 'q-1', trueOrFalseAnswer: true } } });
    act(() =>
      environment.mock.resolve(first, {
        data: { checkPracticeAnswer: { correct: true, score: 100, question: authorView('q-1', true) } },
      }),
    );
    expect(await screen.findByText('¡Correcto!')).toBeTruthy();
    expect(within(solution()).getByText('Verdadero')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByLabelText('Verdadero'));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { checkPracticeAnswer: { correct: false, score: 0, question: authorView('q-2', false) } },
      }),
    );
    expect(await screen.findByText('Incorrecto (0 de 100)')).toBeTruthy();
    expect(within(solution()).getByText('Falso')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(await screen.findByText('1 de 2 correctas')).toBeTruthy();
  });
  it('practises an ordering question with the keyboard and shows the right order from the question in its author view', async () => {
    const { environment, user } = renderWithProviders(freeRoutes, { initialPath: '/free-mode' });
    await answer(environment, 'FreeModePageQuery', { data: groups });
    await user.click(await screen.findByRole('button', { name: 'Empezar práctica' }));
    const items = ['Venus', 'Mercurio', 'Tierra'];
    act(() =>
      environment.mock.resolve(operations(environment, 'PracticeSessionQuery')[0]!, {
        data: { viewer: { practiceQuestions: [question('OrderingQuestion', 'q-9', { statement: 'Ordene desde el Sol', items })] } },
      }),
    );
    (await screen.findByRole('button', { name: 'Subir: Mercurio' })).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    const check = await operationNamed(environment, 'useCheckPracticeAnswerMutation');
    expect(check.request.variables.input.answer).toEqual({ questionId: 'q-9', orderingAnswer: [1, 0, 2] });
    const key = {
      ...question('OrderingQuestion', 'key-q-9', { items: ['Mercurio', 'Venus', 'Tierra'] }),
      __isQuestionCommon: 'OrderingQuestion',
      viewerSeesAnswerKey: true,
    };
    act(() => environment.mock.resolve(check, { data: { checkPracticeAnswer: { correct: true, score: 100, question: key } } }));
    expect(await screen.findByText('¡Correcto!')).toBeTruthy();
    const right = within(screen.getByRole('region', { name: 'Solución' })).getByRole('group', { name: 'Orden correcto' });
    expect(
      within(right)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mercurio', 'Venus', 'Tierra']);
    // Checked: the order stays as given.
    expect(screen.getByRole('button', { name: 'Bajar: Mercurio' }).matches(':disabled')).toBe(true);
  });
});
