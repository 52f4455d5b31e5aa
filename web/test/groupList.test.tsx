import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import groupListScreen from '../src/app/loaders/groupList';
import { routeLoader } from '../src/app/routeLoader';
import * as GroupListPage from '../src/features/groups/GroupListPage';
import { operationNamed, withSuspense } from './groupsSetup';
import { menuDialog, renderWithProviders } from './renderWithProviders';

const routes = withSuspense([{ path: '/groups', loader: routeLoader(groupListScreen), Component: GroupListPage.Component }]);

async function openOwnGroup() {
  const rendered = renderWithProviders(routes, { initialPath: '/groups' });
  const { environment } = rendered;
  const query = await operationNamed(environment, 'GroupListPageQuery');
  const group = { __typename: 'StudyGroup', id: 'U3R1ZHlHcm91cDox', name: 'Historia', description: null, viewerIsOwner: true };
  act(() =>
    environment.mock.resolve(query, {
      data: {
        viewer: {
          studyGroups: { edges: [{ cursor: 'c1', node: group }], pageInfo: { hasNextPage: false, endCursor: 'c1' } },
          joinRequests: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        },
      },
    }),
  );
  const dialog = await menuDialog(rendered.user, 'Opciones de Historia', 'Eliminar');
  expect(within(dialog).getByText('¿Desea desactivar el grupo "Historia"?')).toBeTruthy();
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
  return { ...rendered, deactivation: await operationNamed(environment, 'useDeactivateStudyGroupMutation') };
}

describe("the groups list's ⋮ menu", () => {
  it('deactivates the group after confirmation: it leaves the list at once and the toast says so', async () => {
    const { environment, deactivation } = await openOwnGroup();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Historia' })).toBeNull());
    act(() =>
      environment.mock.resolve(deactivation, {
        data: {
          deactivateStudyGroup: {
            deactivatedStudyGroupId: 'U3R1ZHlHcm91cDox',
            studyGroup: { __typename: 'StudyGroup', id: 'U3R1ZHlHcm91cDox', isActive: false },
          },
        },
      }),
    );
    expect(await screen.findByText('Group desactivada correctamente')).toBeTruthy();
  });

  it("brings the group back and shows the server's message under the screen's words when the server refuses", async () => {
    const { environment, deactivation } = await openOwnGroup();
    act(() => environment.mock.reject(deactivation, new Error('Acceso restringido. No tiene los roles para esta acción')));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Hubo un problema al desactivar el group')).toBeTruthy();
    expect(within(toast).getByText('Acceso restringido. No tiene los roles para esta acción')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Historia' })).toBeTruthy();
  });
});
