import { waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { expect } from 'vitest';
import * as GroupCreatePage from '../src/features/groups/GroupCreatePage';
import * as GroupDetailPage from '../src/features/groups/GroupDetailPage';
import * as GroupEditPage from '../src/features/groups/GroupEditPage';
import * as GroupMembersPage from '../src/features/groups/GroupMembersPage';
import { renderWithProviders } from './renderWithProviders';
import groupEditScreen from '../src/app/loaders/groupEdit';
import groupMembersScreen from '../src/app/loaders/groupMembers';
import groupDetailScreen from '../src/app/loaders/groupDetail';
import { routeLoader } from '../src/app/routeLoader';

// What the tests of groups share: routes, fixtures and helpers.

export const pages: RouteObject[] = [
  { path: '/groups/add', Component: GroupCreatePage.Component },
  { path: '/groups/update/:id/:name/:description', loader: routeLoader(groupEditScreen), Component: GroupEditPage.Component },
  { path: '/groups/members/:id', loader: routeLoader(groupMembersScreen), Component: GroupMembersPage.Component },
  { path: '/groups/:id', loader: routeLoader(groupDetailScreen), Component: GroupDetailPage.Component },
];

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

export const routes = withSuspense([{ path: '/groups', element: <p>Pantalla de grupos</p> }, ...pages]);

export type Environment = ReturnType<typeof renderWithProviders>['environment'];

/** Operations of that name still waiting for an answer. */
export const operations = (environment: Environment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.params.name === name);

/** Waits for the one pending operation of that name. */
export async function operationNamed(environment: Environment, name: string) {
  await waitFor(() => expect(operations(environment, name)).toHaveLength(1));
  return operations(environment, name)[0]!;
}

export const profile = (id: string, username: string) => ({ __typename: 'Profile', id, username, profilePictureUrl: null });

export const searchResult = (...profiles: Array<ReturnType<typeof profile>>) => ({ data: { viewer: { profiles } } });
