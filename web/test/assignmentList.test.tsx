import { screen, waitFor, within } from '@testing-library/react';
import { ConnectionHandler } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { menuDialog, renderWithProviders } from './renderWithProviders';
import { assignmentData, operationNamed, routes } from './assignmentsSetup';

describe('group assignments list', () => {
  const listPath = '/groups/assignments/group-info?groupId=group-1&ownerId=profile-1';

  function groupData(viewerIsOwner: boolean, assignments: ReturnType<typeof assignmentData>[]) {
    return {
      node: {
        __typename: 'StudyGroup',
        id: 'group-1',
        name: 'Matemática 3A',
        viewerIsOwner,
        assignments: {
          edges: assignments.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { endCursor: null, hasNextPage: false },
        },
      },
    };
  }

  async function openList(viewerIsOwner: boolean, assignments: ReturnType<typeof assignmentData>[]) {
    const rendered = renderWithProviders(routes, { initialPath: listPath });
    const query = await operationNamed(rendered.environment, 'AssignmentListPageQuery');
    expect(query.request.variables).toEqual({ groupId: 'group-1' });
    rendered.environment.mock.resolve(query, { data: groupData(viewerIsOwner, assignments) });
    await screen.findByRole('heading', { name: 'Tareas' });
    return rendered;
  }

  it('shows the empty text when there is no active assignment', async () => {
    await openList(true, [assignmentData({ isActive: false })]);
    expect(screen.getByText('Todavia no hay tareas. Pruebe a crear una')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Añadir' }).getAttribute('href')).toBe('/groups/assignments/add?studyGroupId=group-1');
  });

  it('gives the owner name, description, difficulty and the Editar / Eliminar / Notas menu', async () => {
    const { user } = await openList(true, [assignmentData(), assignmentData({ id: 'assignment-2', name: 'Vieja', isActive: false })]);
    expect(screen.getByText('Repaso de álgebra')).toBeTruthy();
    expect(screen.getByText('Ecuaciones lineales')).toBeTruthy();
    expect(screen.getByText('Intermedio')).toBeTruthy();
    expect(screen.queryByText('Vieja')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opciones de Repaso de álgebra' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Editar' }).getAttribute('href')).toBe(
      '/groups/assignments/update?assignmentId=assignment-1&studyGroupId=group-1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Notas' }).getAttribute('href')).toBe('/groups/assignments/grades?assignmentId=assignment-1');
    expect(within(menu).getByRole('menuitem', { name: 'Estadísticas' }).getAttribute('href')).toBe(
      '/groups/assignments/statistics?assignmentId=assignment-1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Eliminar' })).toBeTruthy();
  });

  it('deactivates after Sí: the row leaves at once and the toast says so', async () => {
    const { user, environment } = await openList(true, [assignmentData()]);
    const dialog = await menuDialog(user, 'Opciones de Repaso de álgebra', 'Eliminar');
    expect(within(dialog).getByText('¿Seguro que quiere eliminar la pregunta?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));
    const mutation = await operationNamed(environment, 'useDeactivateAssignmentMutation');
    expect(mutation.request.variables).toEqual({
      input: { id: 'assignment-1' },
      connections: [ConnectionHandler.getConnectionID('group-1', 'AssignmentListPage_assignments')],
    });
    await waitFor(() => expect(screen.queryByText('Repaso de álgebra')).toBeNull());
    expect(screen.getByText('Todavia no hay tareas. Pruebe a crear una')).toBeTruthy();
    environment.mock.resolve(mutation, {
      data: {
        deactivateAssignment: {
          deactivatedAssignmentId: 'assignment-1',
          assignment: { __typename: 'Assignment', id: 'assignment-1', isActive: false },
        },
      },
    });
    expect(await screen.findByText('Tarea desactivada correctamente')).toBeTruthy();
    expect(screen.getByText('Éxito')).toBeTruthy();
  });

  it('brings the row back and shows the message when deactivating fails', async () => {
    const { user, environment } = await openList(true, [assignmentData()]);
    await user.click(within(await menuDialog(user, 'Opciones de Repaso de álgebra', 'Eliminar')).getByRole('button', { name: 'Sí' }));
    environment.mock.reject(await operationNamed(environment, 'useDeactivateAssignmentMutation'), new Error(''));
    expect(await screen.findByText('Hubo un problema al desactivar la tarea')).toBeTruthy();
    expect(screen.getByText('Repaso de álgebra')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('¿Seguro que quiere eliminar la pregunta?')).toBeNull());
  });

  it('lets other members open each assignment, with no menu and no add link', async () => {
    const { user, router } = await openList(false, [assignmentData({ viewerIsOwner: false })]);
    expect(screen.queryByRole('button', { name: /Opciones/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Añadir' })).toBeNull();
    expect(screen.queryByText('Editar')).toBeNull();
    await user.click(screen.getByRole('link', { name: /Repaso de álgebra/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assignment/main/assignment-1'));
  });
});
