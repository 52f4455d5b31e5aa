import { joinMessages } from '@aula/common';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as GroupListPage from '../src/features/groups/GroupListPage';
import { answer, operationNamed, withSuspense } from './groupsSetup';
import { renderWithProviders } from './renderWithProviders';
import groupListScreen from '../src/app/loaders/groupList';
import { routeLoader } from '../src/app/routeLoader';

const routes = withSuspense([{ path: '/groups', loader: routeLoader(groupListScreen), Component: GroupListPage.Component }]);

async function openGroups() {
  const rendered = renderWithProviders(routes, { initialPath: '/groups' });
  const { environment } = rendered;
  await answer(environment, 'GroupListPageQuery', {
    data: {
      viewer: {
        studyGroups: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        joinRequests: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
      },
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Unirse a un grupo' }));
  return environment;
}

describe("'Unirse a un grupo'", () => {
  it("shows the gateway's reason when a code is refused, and the request's state when one is sent", async () => {
    const environment = await openGroups();
    const dialog = await screen.findByRole('dialog', { name: 'Unirse a un grupo' });
    fireEvent.change(within(dialog).getByLabelText('Código del grupo'), { target: { value: ' ab12cd34ef ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unirse' }));
    const refused = await operationNamed(environment, 'useJoinStudyGroupMutation');
    expect(refused.request.variables.input).toEqual({ code: 'ab12cd34ef' });
    act(() => environment.mock.reject(refused, new Error(joinMessages.unknownCode)));
    expect(await within(dialog).findByText(joinMessages.unknownCode)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unirse' }));
    await answer(environment, 'useJoinStudyGroupMutation', {
      data: {
        joinStudyGroup: {
          studyGroup: null,
          studyGroupEdge: null,
          joinRequest: {
            __typename: 'JoinRequest',
            id: 'Sm9pblJlcXVlc3Q6MQ==',
            status: 'PENDING',
            studyGroup: { __typename: 'StudyGroup', id: 'U3R1ZHlHcm91cDox', name: 'Historia' },
          },
        },
      },
    });
    expect((await within(dialog).findByRole('status')).textContent).toContain('Solicitud enviada. El docente de «Historia» debe aceptarla');
    // The request joins the student's list of requests waiting for a teacher.
    expect(await screen.findByText('Pendiente de aprobación')).toBeTruthy();
  });

  it("tells public groups of the same name apart by the teacher's name and the member count", async () => {
    const environment = await openGroups();
    const dialog = await screen.findByRole('dialog', { name: 'Unirse a un grupo' });
    fireEvent.change(within(dialog).getByLabelText('Buscar grupo público'), { target: { value: '3.º A' } });
    const group = (id: string, ownerName: string, memberCount: number) => ({
      node: { __typename: 'StudyGroup', id, name: '3.º A', description: null, requiresRequest: false, ownerName, memberCount },
    });
    await answer(environment, 'JoinGroupDialogSearchQuery', {
      data: { publicStudyGroups: { edges: [group('U3R1ZHlHcm91cDox', 'Elena Torres', 31), group('U3R1ZHlHcm91cDoy', 'Jorge Salas', 1)] } },
    });
    const found = within(await within(dialog).findByRole('list', { name: 'Grupos públicos encontrados' })).getAllByRole('listitem');
    expect(found.map((row) => row.textContent)).toEqual([
      '3.º ADocente: Elena Torres · 31 miembrosUnirse',
      '3.º ADocente: Jorge Salas · 1 miembroUnirse',
    ]);
  });

  it('asks for a code before sending an empty one', async () => {
    const environment = await openGroups();
    const dialog = await screen.findByRole('dialog', { name: 'Unirse a un grupo' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unirse' }));
    expect(await within(dialog).findByText('Escriba el código del grupo')).toBeTruthy();
    // Only the list's live subscription (useGroupsLive) is open: no mutation went out.
    expect(environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind !== 'subscription')).toHaveLength(0);
  });
});
