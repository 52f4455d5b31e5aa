import { act, screen } from '@testing-library/react';
import * as AssignmentOverviewPage from '../src/features/solve/AssignmentOverviewPage';
import * as SolvePage from '../src/features/solve/SolvePage';
import { expect } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import { operationNamed, withSuspense } from './operations';
import assignmentOverviewScreen from '../src/app/loaders/assignmentOverview';
import solveScreen from '../src/app/loaders/solve';
import { routeLoader } from '../src/app/routeLoader';

// What the tests of solve share: routes, fixtures and helpers.

export { answer, operationNamed, operations, withSuspense, type Environment } from './operations';

export const routes = withSuspense([
  { path: '/groups', element: <p>Pantalla de grupos</p> },
  { path: '/assignment/main/:assignmentId', loader: routeLoader(assignmentOverviewScreen), Component: AssignmentOverviewPage.Component },
  { path: '/assignment/solve/:assignmentId', loader: routeLoader(solveScreen), Component: SolvePage.Component },
]);

/** A question as the api gives it to a solver (what the fragments read). */
export const question = (typename: string, id: string, fields: Record<string, unknown>) => ({
  __typename: typename,
  __isNode: typename,
  __isQuestion: typename,
  id,
  ...fields,
});

export const trueOrFalse = question('TrueOrFalseQuestion', 'q-tf', {
  statement: 'La Tierra gira alrededor del Sol',
  imageUrl: '/storage/planeta.png',
});
export const fillBlanks = question('FillBlanksQuestion', 'q-fb', { segments: ['El ', ' hierve a ', ' grados'], blankCount: 2 });
export const matchColumns = question('MatchColumnsQuestion', 'q-mc', {
  statement: 'Una cada país con su capital',
  leftColumn: ['Perú', 'Chile'],
  rightColumn: ['Santiago', 'Lima'],
});
export const multipleAnswer = question('MultipleAnswerQuestion', 'q-ma', { statement: '¿Cuáles son números primos?', options: ['2', '3', '4', '5'] });
export const shortAnswer = question('ShortAnswerQuestion', 'q-sa', { statement: '¿Por qué las plantas son verdes?' });
export const numerical = question('NumericalQuestion', 'q-nu', { statement: '¿Cuánto vale pi con dos decimales?' });
/** The items in the order the api shows them to this student (shuffled). */
export const ordering = question('OrderingQuestion', 'q-or', {
  statement: 'Ordene los planetas desde el Sol',
  items: ['Marte', 'Mercurio', 'Tierra'],
});

export const assignment = (questions: unknown[]) => ({
  __typename: 'Assignment',
  __isNode: 'Assignment',
  id: 'a-1',
  name: 'Repaso de ciencias',
  questions,
});

/** Opens the solve screen and answers its query. */
export async function openSolve(questions: unknown[]) {
  const rendered = renderWithProviders(routes, { initialPath: '/assignment/solve/a-1' });
  const query = await operationNamed(rendered.environment, 'SolvePageQuery');
  expect(query.request.variables).toEqual({ id: 'a-1' });
  act(() => rendered.environment.mock.resolve(query, { data: { node: assignment(questions) } }));
  await screen.findByRole('heading', { name: /^Pregunta 1 de/ });
  return rendered;
}

export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** A submission kept on the device (offline queue). */
export const offlineSubmission = {
  assignmentId: 'a-1',
  clientSubmissionId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  answers: [{ questionId: 'q-tf', trueOrFalseAnswer: true }],
};

/** The server's acceptance of a submission: the attempt with its score and pending count. */
export const submissionAccepted = (score: number, pendingCount = 0) => ({
  data: {
    submitAssignmentAttempt: {
      alreadySubmitted: false,
      assignmentAttempt: { id: 'at-1', score, pendingCount, submittedAt: '2026-05-01T10:00:00.000Z' },
    },
  },
});
export const acceptedSubmission = submissionAccepted(100);
