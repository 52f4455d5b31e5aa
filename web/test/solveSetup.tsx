import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { expect } from 'vitest';
import * as AssignmentOverviewPage from '../src/features/solve/AssignmentOverviewPage';
import * as SolvePage from '../src/features/solve/SolvePage';
import { renderWithProviders } from './renderWithProviders';
import assignmentOverviewScreen from '../src/app/loaders/assignmentOverview';
import solveScreen from '../src/app/loaders/solve';
import { routeLoader } from '../src/app/routeLoader';

// What the tests of solve share: routes, fixtures and helpers.

export type Environment = ReturnType<typeof renderWithProviders>['environment'];

export const withSuspense = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <Suspense fallback={<p>Cargando</p>}>
        <Outlet />
      </Suspense>
    ),
    children,
  },
];

export const routes = withSuspense([
  { path: '/groups', element: <p>Pantalla de grupos</p> },
  { path: '/assignment/main/:assignmentId', loader: routeLoader(assignmentOverviewScreen), Component: AssignmentOverviewPage.Component },
  { path: '/assignment/solve/:assignmentId', loader: routeLoader(solveScreen), Component: SolvePage.Component },
]);

export const operations = (environment: Environment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

export async function operationNamed(environment: Environment, name: string) {
  await waitFor(() => expect(operations(environment, name)).toHaveLength(1));
  return operations(environment, name)[0]!;
}

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
