import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as FreeModePage from '../src/features/freeMode/FreeModePage';
import freeModeScreen from '../src/app/loaders/freeMode';
import { routeLoader } from '../src/app/routeLoader';
import { AddQuestionsDialog } from '../src/features/assignments/AddQuestionsDialog';
import { renderWithProviders } from './renderWithProviders';
import { createRefused, fill, openCreate, openUpdate, operationNamed, questionData } from './questionsSetup';
import { attemptData, question as attemptQuestion, questionAttempt, routes as gradeRoutes } from './gradesSetup';
import { answer, operations, question, withSuspense } from './solveSetup';

// The author's 'Explicación': written in the question form of every kind, shown to the student after a practice
// answer and beside the graded answer once submitted. And the assignment's 'Añadir pregunta(s)' → 'Importar preguntas'.

afterEach(() => vi.restoreAllMocks());

describe("the question form's 'Explicación'", () => {
  it('sends the explanation trimmed with its lines kept', async () => {
    const { user, environment } = await openCreate('Ordenar');
    await fill(user, screen.getByLabelText(/Enunciado/), 'Ordene los días de la semana');
    await fill(user, screen.getByRole('textbox', { name: /^Elemento 1/ }), 'Lunes');
    await fill(user, screen.getByRole('textbox', { name: /^Elemento 2/ }), 'Martes');
    await fill(user, screen.getByRole('textbox', { name: 'Explicación (opcional)' }), '  Lunes a domingo:\nsiete días.  ');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toMatchObject({
      ordering: { items: ['Lunes', 'Martes'] },
      explanation: 'Lunes a domingo:\nsiete días.',
    });
  });

  it('normalises each line as the api does: spaces collapsed, paragraphs kept, a run of blank lines made one', async () => {
    const { user, environment } = await openCreate('Verdadero o Falso');
    await fill(user, screen.getByLabelText(/Enunciado/), 'El Sol es una estrella');
    await fill(user, screen.getByRole('textbox', { name: 'Explicación (opcional)' }), 'Es  una   estrella   \n\n\n\n  de tipo G.\nLínea 3');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toMatchObject({ explanation: 'Es una estrella\n\nde tipo G.\nLínea 3' });
  });

  it('refuses more than 2000 characters, in usted', async () => {
    const { user, environment } = await openCreate('Verdadero o Falso');
    await fill(user, screen.getByLabelText(/Enunciado/), 'El Sol es una estrella');
    await fill(user, screen.getByRole('textbox', { name: 'Explicación (opcional)' }), 'a'.repeat(2001));
    await createRefused(user, environment, 'La explicación admite como máximo 2000 caracteres');
  });

  it('starts from the saved explanation, and emptying it removes it', async () => {
    const { user, environment } = await openUpdate(
      questionData('ShortAnswerQuestion', {
        id: 'q-7',
        type: 'SHORT_ANSWER',
        statement: '¿Cuál es la capital de Francia?',
        explanation: 'París lo es desde el siglo X.',
        acceptedAnswers: ['París'],
      }),
    );
    const field = await screen.findByRole('textbox', { name: 'Explicación (opcional)' });
    expect((field as HTMLTextAreaElement).value).toBe('París lo es desde el siglo X.');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Actualizar pregunta' }));
    const mutation = await operationNamed(environment, 'useUpdateQuestionMutation');
    expect(mutation.request.variables.input).toMatchObject({ id: 'q-7', explanation: '' });
  });
});

describe('the explanation shown to the student', () => {
  it('follows the solution once a practice answer is checked', async () => {
    const freeRoutes = withSuspense([{ path: '/free-mode', loader: routeLoader(freeModeScreen), Component: FreeModePage.Component }]);
    const { environment, user } = renderWithProviders(freeRoutes, { initialPath: '/free-mode' });
    await answer(environment, 'FreeModePageQuery', {
      data: {
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
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Empezar práctica' }));
    act(() =>
      environment.mock.resolve(operations(environment, 'PracticeSessionQuery')[0]!, {
        data: { viewer: { practiceQuestions: [question('TrueOrFalseQuestion', 'q-1', { statement: 'La Luna es una estrella', imageUrl: null })] } },
      }),
    );
    // Before answering there is no explanation on screen.
    await user.click(await screen.findByLabelText('Verdadero'));
    expect(screen.queryByRole('region', { name: 'Explicación' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    const check = await operationNamed(environment, 'useCheckPracticeAnswerMutation');
    const authorView = {
      ...question('TrueOrFalseQuestion', 'key-q-1', { correctAnswer: false }),
      __isQuestionCommon: 'TrueOrFalseQuestion',
      viewerSeesAnswerKey: true,
      explanation: 'La Luna es un satélite:\nrefleja la luz del Sol.',
    };
    act(() => environment.mock.resolve(check, { data: { checkPracticeAnswer: { correct: false, score: 0, question: authorView } } }));
    const note = await screen.findByRole('region', { name: 'Explicación' });
    expect(note.textContent).toContain('La Luna es un satélite:\nrefleja la luz del Sol.');
  });

  it('stands beside the graded answer of a submitted attempt, and nothing shows without one', async () => {
    const { environment } = renderWithProviders(gradeRoutes, { initialPath: '/profile/grades/questions?assignmentAttemptId=attempt-1' });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), {
      data: {
        node: {
          ...attemptData({ viewerIsOwner: false, score: 50, pendingCount: 0 }),
          questionAttempts: [
            questionAttempt(
              'qa-1',
              100,
              { trueOrFalseAnswer: true },
              attemptQuestion('TrueOrFalseQuestion', 'v-1', 'El agua hierve a 100 °C', { viewerSeesAnswerKey: false, correctAnswer: null }),
              { explanation: 'A nivel del mar.' },
            ),
            questionAttempt(
              'qa-2',
              0,
              { trueOrFalseAnswer: true },
              attemptQuestion('TrueOrFalseQuestion', 'v-2', 'La Luna es una estrella', { viewerSeesAnswerKey: false, correctAnswer: null }),
              { explanation: null },
            ),
          ],
        },
      },
    });
    const first = await screen.findByRole('article', { name: 'El agua hierve a 100 °C' });
    expect(within(within(first).getByRole('region', { name: 'Explicación' })).getByText('A nivel del mar.')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'La Luna es una estrella' });
    expect(within(second).queryByRole('region', { name: 'Explicación' })).toBeNull();
  });
});

describe("the assignment's 'Añadir pregunta(s)'", () => {
  it("opens 'Importar preguntas' for that assignment", async () => {
    const onClose = vi.fn();
    const { user, environment } = renderWithProviders([{ path: '/', element: <AddQuestionsDialog open assignmentId="a-1" onClose={onClose} /> }]);
    await user.click(await screen.findByRole('button', { name: /Importar preguntas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar preguntas' });
    await user.click(within(dialog).getByLabelText('O pegue el texto'));
    await user.paste('¿Capital de Francia?\nA. París\nB. Roma\nANSWER: A');
    expect(within(dialog).getByRole('combobox', { name: 'Formato' }).textContent).toBe('Aiken');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    const mutation = await operationNamed(environment, 'useImportQuestionsMutation');
    expect(mutation.request.variables.input).toMatchObject({ format: 'AIKEN', assignmentId: 'a-1', dryRun: true });
  });
});
