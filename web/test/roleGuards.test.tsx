import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import { assignmentData, operationNamed as assignmentOperation, routes as assignmentRoutes } from './assignmentsSetup';
import { assignmentGrades, operationNamed as gradesOperation, routes as gradesRoutes } from './gradesSetup';
import { answer, groupDetail, groupId, operationNamed, operations, routes } from './groupsSetup';

// Teachers' screens opened by someone else, deactivated groups, the edit form's fields.

const restricted = 'Acceso restringido. No tiene los roles para esta acción';
const editPath = `/groups/update/${groupId}/F%C3%ADsica/-`;

async function openEdit(fields: Record<string, unknown>) {
  const view = renderWithProviders(routes, { initialPath: editPath });
  await answer(view.environment, 'GroupEditPageQuery', {
    data: {
      node: { __typename: 'StudyGroup', id: groupId, isActive: true, isPublic: true, requiresRequest: false, viewerIsOwner: true, ...fields },
    },
  });
  return view;
}

describe('edit group', () => {
  it("has the create form's fields: Público and Requiere Invitación from the group, members linked to their screen", async () => {
    const { user, environment } = await openEdit({ isPublic: false, requiresRequest: true });
    const isPublic = (await screen.findByRole('switch', { name: 'Público' })) as HTMLInputElement;
    const requiresRequest = screen.getByRole('switch', { name: 'Requiere Invitación' }) as HTMLInputElement;
    expect(isPublic.checked).toBe(false);
    expect(requiresRequest.checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Miembros del grupo' }).getAttribute('href')).toBe(`/groups/members/${groupId}`);

    await user.click(isPublic);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const update = await operationNamed(environment, 'useUpdateStudyGroupMutation');
    expect(update.request.variables.input).toEqual({ id: groupId, name: 'Física', description: null, isPublic: true, requiresRequest: true });
  });

  it("shows 'Acceso restringido' and no form to someone who does not own the group", async () => {
    const { environment } = await openEdit({ viewerIsOwner: false });
    expect(await screen.findByText(restricted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByLabelText(/^Nombre/)).toBeNull();
    expect(operations(environment, 'useUpdateStudyGroupMutation')).toHaveLength(0);
  });

  it("shows a deactivated group as 'Grupo desactivado', with no form", async () => {
    await openEdit({ isActive: false });
    expect(await screen.findByText('Grupo desactivado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });
});

describe('group detail of a deactivated group (a saved link)', () => {
  it("says 'Grupo desactivado' and offers no Miembros, Tareas or Editar", async () => {
    const { environment } = renderWithProviders(routes, { initialPath: `/groups/${groupId}` });
    await answer(environment, 'GroupDetailPageQuery', groupDetail({ isActive: false }));
    expect(await screen.findByText('Grupo desactivado')).toBeTruthy();
    for (const tile of [/^Miembros/, /^Tareas/, /^Editar/]) expect(screen.queryByRole('link', { name: tile })).toBeNull();
  });
});

describe("a teacher's assignment screens opened by a member", () => {
  it("the edit screen shows 'Acceso restringido' and no form", async () => {
    const { environment } = renderWithProviders(assignmentRoutes, {
      initialPath: '/groups/assignments/update?assignmentId=assignment-1&studyGroupId=group-1',
    });
    const query = await assignmentOperation(environment, 'AssignmentFormPageQuery');
    act(() => environment.mock.resolve(query, { data: { node: assignmentData({ viewerIsOwner: false }) } }));
    expect(await screen.findByText(restricted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actualizar tarea' })).toBeNull();
    expect(screen.queryByLabelText(/^Título/)).toBeNull();
  });

  it("the grades screen shows 'Acceso restringido'", async () => {
    const { environment } = renderWithProviders(gradesRoutes, { initialPath: '/groups/assignments/grades?assignmentId=assignment-1' });
    const query = await gradesOperation(environment, 'AssignmentGradesPageQuery');
    act(() => environment.mock.resolve(query, assignmentGrades([], false)));
    expect(await screen.findByText(restricted)).toBeTruthy();
    expect(screen.queryByText('Todavía no hay intentos para esta tarea.')).toBeNull();
  });
});

describe('group assignments list: question counts', () => {
  const listPath = '/groups/assignments/group-info?groupId=group-1&ownerId=profile-1';
  const open = async (viewerIsOwner: boolean) => {
    const { environment } = renderWithProviders(assignmentRoutes, { initialPath: listPath });
    const query = await assignmentOperation(environment, 'AssignmentListPageQuery');
    const assignments = [
      assignmentData({ id: 'a-1', name: 'Con preguntas', questionCount: 3 }),
      assignmentData({ id: 'a-2', name: 'Sin preguntas', questionCount: 0 }),
    ];
    act(() =>
      environment.mock.resolve(query, {
        data: {
          node: {
            __typename: 'StudyGroup',
            id: 'group-1',
            name: 'Matemática 3A',
            viewerIsOwner,
            assignments: { edges: assignments.map((node, i) => ({ cursor: `c${i}`, node })), pageInfo: { endCursor: null, hasNextPage: false } },
          },
        },
      }),
    );
    return screen.findByRole('list', { name: 'Tareas del grupo' });
  };

  it('shows the owner every active assignment with its number of questions', async () => {
    const list = await open(true);
    expect(within(list).getByText('3 preguntas')).toBeTruthy();
    expect(within(list).getByText('0 preguntas')).toBeTruthy();
  });

  it('does not list an assignment without questions to members', async () => {
    const list = await open(false);
    await waitFor(() => expect(within(list).getByText('Con preguntas')).toBeTruthy());
    expect(within(list).getByText('3 preguntas')).toBeTruthy();
    expect(within(list).queryByText('Sin preguntas')).toBeNull();
  });
});
