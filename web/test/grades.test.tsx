import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import * as AssignmentGradesPage from '../src/features/grades/AssignmentGradesPage';
import * as OwnGradesPage from '../src/features/grades/OwnGradesPage';
import * as QuestionAttemptsPage from '../src/features/grades/QuestionAttemptsPage';
import * as StudentAttemptsPage from '../src/features/grades/StudentAttemptsPage';
import { renderWithProviders } from './renderWithProviders';

/** The grade screens inside a Suspense boundary, as the shell has them, on their real paths. */
const routes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<p>Cargando</p>}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { path: '/profile/grades', loader: OwnGradesPage.loader, Component: OwnGradesPage.Component },
      { path: '/profile/grades/questions', loader: QuestionAttemptsPage.loader, Component: QuestionAttemptsPage.Component },
      { path: '/groups/assignments/grades', loader: AssignmentGradesPage.loader, Component: AssignmentGradesPage.Component },
      { path: '/groups/assignments/attemptsByProfile', loader: StudentAttemptsPage.loader, Component: StudentAttemptsPage.Component },
      { path: '/groups/assignments/questionsAttemptsByProfile', loader: QuestionAttemptsPage.loader, Component: QuestionAttemptsPage.Component },
    ],
  },
];

type Environment = ReturnType<typeof renderWithProviders>['environment'];

const operations = (environment: Environment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

/** Waits for the one pending operation of that name. */
async function operationNamed(environment: Environment, name: string) {
  await waitFor(() => expect(operations(environment, name)).toHaveLength(1));
  return operations(environment, name)[0]!;
}

const student = { __typename: 'Profile', id: 'profile-2', username: 'diego.flores' };
const assignment = { __typename: 'Assignment', id: 'assignment-1', name: 'Repaso de álgebra', description: 'Ecuaciones lineales' };

function attemptCardData(id: string, score: number, pendingCount = 0, submittedAt = '2026-11-21T19:30:00') {
  return { __typename: 'AssignmentAttempt', id, score, pendingCount, submittedAt, assignment };
}

const question = (typename: string, id: string, statement: string, extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  __isQuestionCommon: typename,
  __isNode: typename,
  id,
  statement,
  ...extra,
});

const answerFields = { trueOrFalseAnswer: null, filledBlanks: null, userColumnsOrder: null, chosenOptionsIndex: null, shortAnswer: null };

function attemptData({ viewerIsOwner = true, score = 50, pendingCount = 1 } = {}) {
  return {
    __typename: 'AssignmentAttempt',
    id: 'attempt-1',
    score,
    pendingCount,
    submittedAt: '2026-11-21T19:30:00',
    profile: student,
    assignment: { __typename: 'Assignment', id: 'assignment-1', name: 'Repaso de álgebra', viewerIsOwner },
    questionAttempts: [
      {
        __typename: 'QuestionAttempt',
        id: 'qa-1',
        score: 100,
        ...answerFields,
        trueOrFalseAnswer: true,
        question: question('TrueOrFalseQuestion', 'q-1', 'El agua hierve a 100 °C'),
      },
      {
        __typename: 'QuestionAttempt',
        id: 'qa-2',
        score: null,
        ...answerFields,
        shortAnswer: 'Una igualdad con incógnitas',
        question: question('ShortAnswerQuestion', 'q-2', '¿Qué es una ecuación?'),
      },
    ],
  };
}

const teacherPath = '/groups/assignments/questionsAttemptsByProfile?assignmentAttemptId=attempt-1&profileId=profile-2';

describe('own grades (/profile/grades)', () => {
  it("shows 'Notas de {username}' and the empty text", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades' });
    const query = await operationNamed(environment, 'OwnGradesPageQuery');
    environment.mock.resolve(query, {
      data: { viewer: { profile: { ...student, username: 'ana.perez' }, assignmentAttempts: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } },
    });
    expect(await screen.findByRole('heading', { name: 'Notas de ana.perez' })).toBeTruthy();
    expect(screen.getByText('Todavía no hay notas. Pruebe a resolver una tarea.')).toBeTruthy();
  });

  it("shows a card with name, description, 'Nota total: 66.67%', the pending note and the Spanish date", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades' });
    const query = await operationNamed(environment, 'OwnGradesPageQuery');
    environment.mock.resolve(query, {
      data: {
        viewer: {
          profile: student,
          assignmentAttempts: {
            edges: [{ cursor: 'c1', node: attemptCardData('attempt-1', 200 / 3, 1) }],
            pageInfo: { hasNextPage: false, endCursor: 'c1' },
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Notas de diego.flores' })).toBeTruthy();
    const card = screen.getByRole('link', { name: /Repaso de álgebra/ });
    expect(within(card).getByText('Ecuaciones lineales')).toBeTruthy();
    expect(within(card).getByText('Nota total: 66.67%')).toBeTruthy();
    expect(within(card).getByText('Respuestas pendientes de calificar: 1')).toBeTruthy();
    expect(within(card).getByText('21 de noviembre del 2026 a las 19:30')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2');
  });
});

describe('question attempts', () => {
  it('shows statement, answer and Nota (or Pendiente) per question, and no grading on the own route', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2' });
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
    const { environment } = renderWithProviders(routes, { initialPath: '/profile/grades/questions?assignmentAttemptId=attempt-1&profileId=profile-2' });
    const query = await operationNamed(environment, 'QuestionAttemptsPageQuery');
    environment.mock.resolve(query, {
      data: {
        node: {
          ...attemptData({ viewerIsOwner: false }),
          questionAttempts: [
            {
              __typename: 'QuestionAttempt',
              id: 'qa-1',
              score: 0,
              ...answerFields,
              trueOrFalseAnswer: false,
              question: question('TrueOrFalseQuestion', 'q-1', 'La Tierra es plana'),
            },
            {
              __typename: 'QuestionAttempt',
              id: 'qa-2',
              score: 50,
              ...answerFields,
              filledBlanks: ['Lima', 'Perú'],
              question: question('FillBlanksQuestion', 'q-2', '____ es la capital del ____', { segments: ['', ' es la capital del ', ''] }),
            },
            {
              __typename: 'QuestionAttempt',
              id: 'qa-3',
              score: 100,
              ...answerFields,
              userColumnsOrder: ['Rojo', 'Anillos'],
              question: question('MatchColumnsQuestion', 'q-3', 'Une cada planeta', { leftColumn: ['Marte', 'Saturno'] }),
            },
            {
              __typename: 'QuestionAttempt',
              id: 'qa-4',
              score: 100,
              ...answerFields,
              chosenOptionsIndex: [0, 2],
              question: question('MultipleAnswerQuestion', 'q-4', 'Números primos', { options: ['2', '4', '5'] }),
            },
          ],
        },
      },
    });
    const tf = await screen.findByRole('article', { name: 'La Tierra es plana' });
    expect(within(tf).getByText('Falso')).toBeTruthy();
    const blanks = screen.getByRole('article', { name: '____ es la capital del ____' });
    expect(within(blanks).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Lima es la capital del Perú')).toBeTruthy();
    const match = screen.getByRole('article', { name: 'Une cada planeta' });
    expect(within(match).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Marte → Rojo', 'Saturno → Anillos']);
    const multiple = screen.getByRole('article', { name: 'Números primos' });
    expect(within(multiple).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2', '5']);
  });

  it("refuses 150 with 'La nota debe ser un número entre 0 y 100', then sends {id, score} and updates the total at once", async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), { data: { node: attemptData() } });

    const field = await screen.findByLabelText('Nota (0 a 100)');
    // Only the short answer is graded by hand.
    expect(screen.getAllByLabelText('Nota (0 a 100)')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Volver a los intentos' }).getAttribute('href')).toBe(
      '/groups/assignments/attemptsByProfile?profileId=profile-2&assignmentId=assignment-1',
    );
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Calificar' }));
    expect(await screen.findByText('La nota debe ser un número entre 0 y 100')).toBeTruthy();
    expect(operations(environment, 'useGradeQuestionAttemptMutation')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '80');
    await user.click(screen.getByRole('button', { name: 'Calificar' }));
    const mutation = await operationNamed(environment, 'useGradeQuestionAttemptMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'qa-2', score: 80 } });
    expect(screen.queryByText('La nota debe ser un número entre 0 y 100')).toBeNull();
    environment.mock.resolve(mutation, {
      data: {
        gradeQuestionAttempt: {
          questionAttempt: { __typename: 'QuestionAttempt', id: 'qa-2', score: 80 },
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
    const field = await screen.findByLabelText('Nota (0 a 100)');
    for (const wrong of ['-5', 'diez']) {
      await user.clear(field);
      await user.type(field, wrong);
      await user.click(screen.getByRole('button', { name: 'Calificar' }));
      expect(await screen.findByText('La nota debe ser un número entre 0 y 100')).toBeTruthy();
    }
    expect(operations(environment, 'useGradeQuestionAttemptMutation')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '72,5');
    await user.click(screen.getByRole('button', { name: 'Calificar' }));
    const mutation = await operationNamed(environment, 'useGradeQuestionAttemptMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'qa-2', score: 72.5 } });
    environment.mock.reject(mutation, new Error('Acceso restringido. No tiene los roles para esta acción'));
    expect(await screen.findByText('Acceso restringido. No tiene los roles para esta acción')).toBeTruthy();
  });

  it('offers no grading to a viewer who does not own the group', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: teacherPath });
    environment.mock.resolve(await operationNamed(environment, 'QuestionAttemptsPageQuery'), { data: { node: attemptData({ viewerIsOwner: false }) } });
    expect(await screen.findByText('Nota total: 50.00%')).toBeTruthy();
    expect(screen.queryByLabelText('Nota (0 a 100)')).toBeNull();
  });
});

describe("teacher's grade screens", () => {
  it('lists the students who attempted the assignment, each opening their attempts', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    const query = await operationNamed(environment, 'AssignmentGradesPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1' });
    environment.mock.resolve(query, {
      data: {
        node: {
          ...assignment,
          studyGroup: { __typename: 'StudyGroup', id: 'group-1', owner: { __typename: 'Profile', id: 'profile-1' } },
          studentsWithAttempts: [student, { __typename: 'Profile', id: 'profile-3', username: 'sofia.rios' }],
        },
      },
    });
    expect(await screen.findByText('Repaso de álgebra')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Estudiantes con intentos' });
    const link = within(list).getByRole('link', { name: 'diego.flores' });
    expect(link.getAttribute('href')).toBe('/groups/assignments/attemptsByProfile?profileId=profile-2&assignmentId=assignment-1');
    expect(within(list).getByRole('link', { name: 'sofia.rios' })).toBeTruthy();
  });

  it('shows the empty text when nobody attempted it', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    environment.mock.resolve(await operationNamed(environment, 'AssignmentGradesPageQuery'), {
      data: {
        node: {
          ...assignment,
          studyGroup: { __typename: 'StudyGroup', id: 'group-1', owner: { __typename: 'Profile', id: 'profile-1' } },
          studentsWithAttempts: [],
        },
      },
    });
    expect(await screen.findByText('Todavía no hay intentos para esta tarea.')).toBeTruthy();
  });

  it("lists a student's attempts with score, pending note and date, each opening its question attempts", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: '/groups/assignments/attemptsByProfile?profileId=profile-2&assignmentId=assignment-1' });
    const query = await operationNamed(environment, 'StudentAttemptsPageQuery');
    expect(query.request.variables).toEqual({ assignmentId: 'assignment-1', profileId: 'profile-2' });
    environment.mock.resolve(query, {
      data: {
        assignment: {
          ...assignment,
          attempts: {
            edges: [
              { cursor: 'c1', node: attemptCardData('attempt-1', 50, 1) },
              { cursor: 'c2', node: attemptCardData('attempt-2', 100, 0, '2026-11-22T08:05:00') },
            ],
          },
        },
        student,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Intentos de diego.flores' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Intento/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/groups/assignments/questionsAttemptsByProfile?assignmentAttemptId=attempt-1&profileId=profile-2',
      '/groups/assignments/questionsAttemptsByProfile?assignmentAttemptId=attempt-2&profileId=profile-2',
    ]);
    expect(within(links[0]!).getByText('Nota total: 50.00%')).toBeTruthy();
    expect(within(links[0]!).getByText('Respuestas pendientes de calificar: 1')).toBeTruthy();
    expect(within(links[1]!).getByText('Nota total: 100.00%')).toBeTruthy();
    expect(within(links[1]!).queryByText(/pendientes/)).toBeNull();
    expect(within(links[1]!).getByText('22 de noviembre del 2026 a las 08:05')).toBeTruthy();
  });
});
