import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import {
  attemptCardData,
  attemptData,
  itemTexts,
  operationNamed,
  operations,
  question,
  questionAttempt,
  routes,
  student,
  teacherPath,
} from './gradesSetup';

describe('own grades (/profile/grades)', () => {
  /** Opens the screen, answered with the viewer's profile and one page of their attempts. */
  async function openOwnGrades(profile: Record<string, unknown>, edges: Array<{ cursor: string; node: unknown }>) {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades' });
    environment.mock.resolve(await operationNamed(environment, 'OwnGradesPageQuery'), {
      data: {
        viewer: {
          profile,
          gradeHistory: [],
          assignmentAttempts: { edges, pageInfo: { hasNextPage: false, endCursor: edges.at(-1)?.cursor ?? null } },
        },
      },
    });
  }

  it("shows 'Notas de {username}' and the empty text", async () => {
    await openOwnGrades({ ...student, username: 'ana.perez' }, []);
    expect(await screen.findByRole('heading', { name: 'Notas de ana.perez' })).toBeTruthy();
    expect(screen.getByText('Todavía no hay notas. Pruebe a resolver una tarea.')).toBeTruthy();
  });

  it("shows a card with name, description, 'Nota total: 66.67%', the pending note and the Spanish date", async () => {
    await openOwnGrades(student, [{ cursor: 'c1', node: attemptCardData('attempt-1', 200 / 3, 1) }]);
    expect(await screen.findByRole('heading', { name: 'Notas de diego.flores' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /Repaso de álgebra/ });
    expect(within(card).getByText('Ecuaciones lineales')).toBeTruthy();
    expect(within(card).getByText('Nota total: 66.67%')).toBeTruthy();
    expect(within(card).getByText('Respuestas pendientes de calificar: 1')).toBeTruthy();
    expect(within(card).getByText('21 de noviembre del 2026 a las 19:30')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2');
  });
});

/** Writes that grade in the short answer's field (emptied first) and taps its 'Calificar'. */
async function gradeWith(user: ReturnType<typeof renderWithProviders>['user'], field: HTMLElement, grade: string) {
  await user.clear(field);
  await user.type(field, grade);
  await user.click(within(screen.getByRole('article', { name: '¿Qué es una ecuación?' })).getByRole('button', { name: 'Calificar' }));
}

/** The short answer's 'Nota (0 a 100)' (every answer has one: any kind may be graded by hand). */
const shortAnswerField = async () => within(await screen.findByRole('article', { name: '¿Qué es una ecuación?' })).getByLabelText('Nota (0 a 100)');

describe('question attempts', () => {
  it('shows statement, answer and Nota (or Pendiente) per question, and no grading on the own route', async () => {
    const { environment } = renderWithProviders(routes, {
      initialPath: '/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2',
    });
    const query = await operationNamed(environment, 'QuestionAttemptsPageQuery');
    expect(query.request.variables).toEqual({ assignmentAttemptId: 'attempt-1' });
    environment.mock.resolve(query, { data: { node: attemptData() } });

    expect(await screen.findByRole('heading', { name: 'Repaso de álgebra' })).toBeTruthy();
    expect(screen.getByText('Nota total: 50.00%')).toBeTruthy();
    expect(screen.getByText('Respuestas pendientes de calificar: 1')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'El agua hierve a 100 °C' });
    expect(within(first).getByText('Verdadero')).toBeTruthy();
    expect(within(first).getByText('Nota: 100.00%')).toBeTruthy();
    const second = screen.getByRole('article', { name: '¿Qué es una ecuación?' });
    expect(within(second).getByText('Una igualdad con incógnitas')).toBeTruthy();
    expect(within(second).getByText('Nota: Pendiente')).toBeTruthy();
    // Even when the viewer owns the group, grading lives on the teacher route only.
    expect(screen.queryByLabelText('Nota (0 a 100)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a Notas' }).getAttribute('href')).toBe('/profile/grades');
  });

  it('shows each answer type readably', async () => {
    const { environment } = renderWithProviders(routes, {
      initialPath: '/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2',
    });
    const query = await operationNamed(environment, 'QuestionAttemptsPageQuery');
    environment.mock.resolve(query, {
      data: {
        node: {
          ...attemptData({ viewerIsOwner: false }),
          questionAttempts: [
            questionAttempt('qa-1', 0, { trueOrFalseAnswer: false }, question('TrueOrFalseQuestion', 'q-1', 'La Tierra es plana')),
            questionAttempt(
              'qa-2',
              50,
              { filledBlanks: ['Lima', 'Perú'] },
              question('FillBlanksQuestion', 'q-2', '____ es la capital del ____', { segments: ['', ' es la capital del ', ''] }),
            ),
            questionAttempt(
              'qa-3',
              100,
              { userColumnsOrder: ['Rojo', 'Anillos'] },
              question('MatchColumnsQuestion', 'q-3', 'Une cada planeta', { leftColumn: ['Marte', 'Saturno'] }),
            ),
            questionAttempt(
              'qa-4',
              100,
              { chosenOptionsIndex: [0, 2] },
              question('MultipleAnswerQuestion', 'q-4', 'Números primos', { options: ['2', '4', '5'] }),
            ),
            questionAttempt('qa-5', 100, { numericalAnswer: 3.15 }, question('NumericalQuestion', 'q-5', '¿Cuánto vale pi?')),
            questionAttempt(
              'qa-6',
              33.33,
              { orderingAnswer: [2, 0, 1], orderedItems: ['Tierra', 'Marte', 'Mercurio'] },
              question('OrderingQuestion', 'q-6', 'Ordene desde el Sol', { items: ['Marte', 'Mercurio', 'Tierra'] }),
            ),
          ],
        },
      },
    });
    const tf = await screen.findByRole('article', { name: 'La Tierra es plana' });
    expect(within(tf).getByText('Falso')).toBeTruthy();
    const blanks = screen.getByRole('article', { name: '____ es la capital del ____' });
    expect(within(blanks).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Lima es la capital del Perú')).toBeTruthy();
    const match = screen.getByRole('article', { name: 'Une cada planeta' });
    expect(itemTexts(match)).toEqual(['Marte → Rojo', 'Saturno → Anillos']);
    const multiple = screen.getByRole('article', { name: 'Números primos' });
    expect(itemTexts(multiple)).toEqual(['2', '5']);
    expect(within(screen.getByRole('article', { name: '¿Cuánto vale pi?' })).getByText('3,15')).toBeTruthy();
    // The items in the student's order, which the api keeps with the answer.
    const order = screen.getByRole('article', { name: 'Ordene desde el Sol' });
    expect(itemTexts(order)).toEqual(['Tierra', 'Marte', 'Mercurio']);
  });

  it("refuses 150 with 'La nota debe ser un número entre 0 y 100', then sends {id, score} and updates the total at once", async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), { data: { node: attemptData() } });

    const field = await shortAnswerField();
    // Any answer may be graded by hand, with its automatic score beside.
    expect(screen.getAllByLabelText('Nota (0 a 100)')).toHaveLength(2);
    expect(within(screen.getByRole('article', { name: 'El agua hierve a 100 °C' })).getByText('(Automática: 100.00%)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los intentos' }).getAttribute('href')).toBe(
      '/groups/assignments/attemptsByProfile?profileId=profile-2&assignmentId=assignment-1',
    );
    await gradeWith(user, field, '150');
    expect(await screen.findByText('La nota debe ser un número entre 0 y 100')).toBeTruthy();
    expect(operations(environment, 'useGradeQuestionAttemptMutation')).toHaveLength(0);

    await gradeWith(user, field, '80');
    const mutation = await operationNamed(environment, 'useGradeQuestionAttemptMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'qa-2', score: 80 } });
    expect(screen.queryByText('La nota debe ser un número entre 0 y 100')).toBeNull();
    environment.mock.resolve(mutation, {
      data: {
        gradeQuestionAttempt: {
          questionAttempt: {
            __typename: 'QuestionAttempt',
            id: 'qa-2',
            score: 80,
            autoScore: null,
            scoreOverridden: true,
            feedback: null,
            scoreHistory: [{ oldScore: null, newScore: 80, reason: 'MANUAL', changedAt: '2026-11-21T20:00:00' }],
          },
          assignmentAttempt: { __typename: 'AssignmentAttempt', id: 'attempt-1', score: 90, pendingCount: 0 },
        },
      },
    });
    expect(await screen.findByText('Nota total: 90.00%')).toBeTruthy();
    expect(screen.queryByText('Respuestas pendientes de calificar: 1')).toBeNull();
    expect(within(screen.getByRole('article', { name: '¿Qué es una ecuación?' })).getByText('Nota: 80.00%')).toBeTruthy();
    expect(await screen.findByText('Nota guardada')).toBeTruthy();
  });

  it('accepts a decimal comma and refuses text and negatives', async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), { data: { node: attemptData() } });
    const field = await shortAnswerField();
    for (const wrong of ['-5', 'diez']) {
      await gradeWith(user, field, wrong);
      expect(await screen.findByText('La nota debe ser un número entre 0 y 100')).toBeTruthy();
    }
    expect(operations(environment, 'useGradeQuestionAttemptMutation')).toHaveLength(0);
    await gradeWith(user, field, '72,5');
    const mutation = await operationNamed(environment, 'useGradeQuestionAttemptMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'qa-2', score: 72.5 } });
    environment.mock.reject(mutation, new Error('Acceso restringido. No tiene los roles para esta acción'));
    expect(await screen.findByText('Acceso restringido. No tiene los roles para esta acción')).toBeTruthy();
  });

  it('offers no grading to a viewer who does not own the group', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), {
      data: { node: attemptData({ viewerIsOwner: false }) },
    });
    expect(await screen.findByText('Nota total: 50.00%')).toBeTruthy();
    expect(screen.queryByLabelText('Nota (0 a 100)')).toBeNull();
  });
});
