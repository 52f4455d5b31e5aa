import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import {
  assignmentGrades,
  attemptData,
  itemTexts,
  operationNamed,
  question,
  questionAttempt,
  routes,
  student,
  studentGrade,
  teacherPath,
} from './gradesSetup';

// The teacher's grades list shows each student's grades and pending answers with a 'Solo pendientes' filter, and
// the attempt view shows the question as it was answered with its key beside the student's answer.

const sofia = { __typename: 'Profile', id: 'profile-3', username: 'sofia.rios' };

describe('grades by assignment', () => {
  it("shows each student's best and latest grade and pending count, and filters by pending", async () => {
    const { environment, router } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    environment.mock.resolve(
      await operationNamed(environment, 'AssignmentGradesPageQuery'),
      assignmentGrades([
        studentGrade(student, { bestScore: 75, latestScore: 50, pendingCount: 2, attemptCount: 2, grade: 62.5, lateCount: 1 }),
        studentGrade(sofia, { bestScore: 100, latestScore: 100 }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Estudiantes con intentos' });
    const diego = within(list).getByRole('link', { name: /diego\.flores/ });
    // The grade by the assignment's method (here the average) comes first; a late attempt is marked.
    expect(within(diego).getByText('Nota: 62.50% · Mejor nota: 75.00% · Última: 50.00% · 2 intentos')).toBeTruthy();
    expect(within(diego).getByText('Entregada con retraso')).toBeTruthy();
    expect(within(diego).getByText('2 respuestas pendientes')).toBeTruthy();
    const other = within(list).getByRole('link', { name: /sofia\.rios/ });
    expect(within(other).getByText('Nota: 100.00% · Mejor nota: 100.00% · Última: 100.00% · 1 intento')).toBeTruthy();
    expect(within(other).queryByText('Entregada con retraso')).toBeNull();
    expect(within(other).queryByText(/pendiente/)).toBeNull();

    // 'Solo pendientes' asks the server (the address keeps it): only the students it sends are listed.
    fireEvent.click(screen.getByRole('switch', { name: 'Solo pendientes' }));
    // The switch answers at once, while the server is asked.
    expect((screen.getByRole('switch', { name: 'Solo pendientes' }) as HTMLInputElement).checked).toBe(true);
    const pending = await operationNamed(environment, 'AssignmentGradesPageQuery');
    expect(pending.request.variables).toEqual({ assignmentId: 'assignment-1', pendingOnly: true });
    expect(router.state.location.search).toBe('?assignmentId=assignment-1&pendiente=1');
    environment.mock.resolve(
      pending,
      assignmentGrades([studentGrade(student, { bestScore: 75, latestScore: 50, pendingCount: 2, attemptCount: 2 })]),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /sofia\.rios/ })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Estudiantes con intentos' })).getAllByRole('link')).toHaveLength(1);
    expect((screen.getByRole('switch', { name: 'Solo pendientes' }) as HTMLInputElement).checked).toBe(true);
  });

  it("says so when no student has answers to grade, with 'Solo pendientes' still there to turn off", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1&pendiente=1' });
    const query = await operationNamed(environment, 'AssignmentGradesPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1', pendingOnly: true });
    environment.mock.resolve(query, assignmentGrades([]));
    expect(await screen.findByText('No hay respuestas pendientes de calificar.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Solo pendientes' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('question attempts of a student, for the owner', () => {
  it('shows the question as answered with its key beside each answer', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), {
      data: {
        node: {
          ...attemptData({ pendingCount: 0 }),
          questionAttempts: [
            questionAttempt(
              'qa-1',
              0,
              { trueOrFalseAnswer: false },
              question('TrueOrFalseQuestion', 'v-1', 'El agua hierve a 100 °C', { viewerSeesAnswerKey: true, correctAnswer: true }),
            ),
            questionAttempt(
              'qa-2',
              50,
              { chosenOptionsIndex: [0] },
              question('MultipleAnswerQuestion', 'v-2', '¿Cuáles son números primos?', {
                viewerSeesAnswerKey: true,
                options: ['2', '4', '5', '9'],
                correctOptionsIndex: [0, 2],
              }),
            ),
            questionAttempt(
              'qa-3',
              50,
              { numericalAnswer: 3 },
              question('NumericalQuestion', 'v-3', '¿Cuánto vale pi?', {
                viewerSeesAnswerKey: true,
                answers: [
                  { value: 3.14, tolerance: 0.01, credit: 100 },
                  { value: 3, tolerance: 0.5, credit: 50 },
                ],
              }),
            ),
            questionAttempt(
              'qa-4',
              33.33,
              { orderingAnswer: [1, 2, 0], orderedItems: ['Mercurio', 'Tierra', 'Venus'] },
              question('OrderingQuestion', 'v-4', 'Ordene desde el Sol', {
                viewerSeesAnswerKey: true,
                items: ['Mercurio', 'Venus', 'Tierra'],
              }),
            ),
          ],
        },
      },
    });
    const first = await screen.findByRole('article', { name: 'El agua hierve a 100 °C' });
    expect(within(within(first).getByRole('group', { name: 'Respuesta correcta' })).getByText('Verdadero')).toBeTruthy();
    const second = screen.getByRole('article', { name: '¿Cuáles son números primos?' });
    const key = within(second).getByRole('group', { name: 'Opciones correctas' });
    expect(itemTexts(key)).toEqual(['2', '5']);
    const numerical = screen.getByRole('article', { name: '¿Cuánto vale pi?' });
    expect(within(numerical).getByText('3')).toBeTruthy();
    const accepted = within(numerical).getByRole('group', { name: 'Respuestas aceptadas' });
    expect(itemTexts(accepted)).toEqual(['3,14 ± 0,01', '3 ± 0,5 (50 %)']);
    // The student's order beside the right one.
    const ordering = screen.getByRole('article', { name: 'Ordene desde el Sol' });
    const right = within(ordering).getByRole('group', { name: 'Orden correcto' });
    expect(itemTexts(right)).toEqual(['Mercurio', 'Venus', 'Tierra']);
    expect(itemTexts(ordering).slice(0, 3)).toEqual(['Mercurio', 'Tierra', 'Venus']);
  });

  it('shows no key to a student', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades/questions?assignmentAttemptId=attempt-1' });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), {
      data: {
        node: {
          ...attemptData({ viewerIsOwner: false, score: 0, pendingCount: 0 }),
          questionAttempts: [
            questionAttempt(
              'qa-1',
              0,
              { trueOrFalseAnswer: false },
              question('TrueOrFalseQuestion', 'v-1', 'El agua hierve a 100 °C', { viewerSeesAnswerKey: false, correctAnswer: null }),
            ),
          ],
        },
      },
    });
    await screen.findByRole('article', { name: 'El agua hierve a 100 °C' });
    expect(screen.queryByRole('group', { name: 'Respuesta correcta' })).toBeNull();
  });
});
