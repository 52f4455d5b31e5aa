import { act, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { expect, type Mock } from 'vitest';
import type { renderWithProviders } from './renderWithProviders';

// What the screen tests share to talk to Relay's mock environment (it answers nothing by itself).

export type Environment = ReturnType<typeof renderWithProviders>['environment'];

/** The screens inside a Suspense boundary, as the shell has them. */
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

/** Operations of that name still waiting for an answer. */
export const operations = (environment: Environment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

/** Waits for the one pending operation of that name. */
export async function operationNamed(environment: Environment, name: string) {
  await waitFor(() => expect(operations(environment, name)).toHaveLength(1));
  return operations(environment, name)[0]!;
}

/** Waits for the one pending operation of that name and answers it. */
export async function answer(environment: Environment, name: string, response: GraphQLSingularResponse) {
  const operation = await operationNamed(environment, name);
  act(() => environment.mock.resolve(operation, response));
}

/** Waits for a pending operation of that name (the first, when there are more). */
export async function firstOperationNamed(environment: Environment, name: string) {
  await waitFor(() => expect(operations(environment, name).length).toBeGreaterThan(0));
  return operations(environment, name)[0]!;
}

/** The uploadables the last mutation was committed with (the mock environment records executeMutation calls). */
export const lastUploadables = (environment: Environment) =>
  (environment.executeMutation as unknown as Mock<(config: { uploadables?: unknown }) => unknown>).mock.calls.at(-1)?.[0].uploadables;
