import type { RouteObject } from 'react-router-dom';
import * as GroupCreatePage from '../src/features/groups/GroupCreatePage';
import * as GroupDetailPage from '../src/features/groups/GroupDetailPage';
import * as GroupEditPage from '../src/features/groups/GroupEditPage';
import * as GroupMembersPage from '../src/features/groups/GroupMembersPage';
import { withSuspense } from './operations';
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

export const routes = withSuspense([{ path: '/groups', element: <p>Pantalla de grupos</p> }, ...pages]);

export { answer, operationNamed, operations, withSuspense, type Environment } from './operations';

/** The group the screen tests open, and GroupDetailPageQuery's answer for it (its owner looking, unless fields say otherwise). */
export const groupId = 'U3R1ZHlHcm91cDox';
export const groupDetail = (fields: Record<string, unknown>) => ({
  data: {
    node: {
      __typename: 'StudyGroup',
      id: groupId,
      name: 'Álgebra',
      description: null,
      groupPictureUrl: null,
      isActive: true,
      viewerIsOwner: true,
      owner: { id: 'UHJvZmlsZTpv' },
      ...fields,
    },
  },
});

export const profile = (id: string, username: string) => ({ __typename: 'Profile', id, username, profilePictureUrl: null });

export const searchResult = (...profiles: Array<ReturnType<typeof profile>>) => ({ data: { viewer: { profiles } } });
