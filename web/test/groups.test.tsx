import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as GroupListPage from '../src/features/groups/GroupListPage';
import { memberSearchDebounceMs } from '../src/features/groups/ProfilePicker';
import { groupListConnectionId } from '../src/features/groups/useCreateStudyGroupMutation';
import { renderWithProviders } from './renderWithProviders';
import { operationNamed, operations, pages, profile, routes, searchResult, withSuspense } from './groupsSetup';
import groupListScreen from '../src/app/loaders/groupList';
import { routeLoader } from '../src/app/routeLoader';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('create group form', () => {
  it("shows 'Necesita tener 3 caracteres como mínimo' for a name of two characters after trimming", async () => {
    const { user, environment } = renderWithProviders(routes, { initialPath: '/groups/add' });
    expect(screen.getByRole('heading', { name: 'Crear grupo' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Nombre/), '  ab ');
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    expect(await screen.findByText('Necesita tener 3 caracteres como mínimo')).toBeTruthy();
    expect(operations(environment, 'useCreateStudyGroupMutation')).toHaveLength(0);
  });

  it('starts public, without invitation and without members', () => {
    renderWithProviders(routes, { initialPath: '/groups/add' });
    expect((screen.getByRole('switch', { name: 'Público' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Requiere Invitación' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('list', { name: 'Usuarios elegidos' })).toBeNull();
  });

  it('searches members 200 ms after the last keystroke and ignores empty text', async () => {
    const { user, environment } = renderWithProviders(routes, { initialPath: '/groups/add' });
    const search = screen.getByRole('combobox', { name: 'Buscar usuario' });

    await user.type(search, '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, memberSearchDebounceMs * 2)));
    expect(operations(environment, 'ProfilePickerQuery')).toHaveLength(0);

    await user.clear(search);
    await user.type(search, 'mar');
    const typedAt = Date.now();
    // Nothing is sent while typing: one request, for the whole text, once the user pauses.
    expect(operations(environment, 'ProfilePickerQuery')).toHaveLength(0);
    const operation = await operationNamed(environment, 'ProfilePickerQuery');
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(memberSearchDebounceMs - 50);
    expect(operation.request.variables).toEqual({ search: 'mar', excludeGroupId: null });
  });

  it('sends normalised texts, the switches and the ids of the picked chips; then goes to /groups', async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/groups/add' });
    await user.type(screen.getByLabelText(/^Nombre/), '  Álgebra   básica ');
    await user.type(screen.getByLabelText('Descripción'), '  Para   primero  de  secundaria ');
    await user.click(screen.getByRole('switch', { name: 'Público' }));
    await user.click(screen.getByRole('switch', { name: 'Requiere Invitación' }));

    const search = screen.getByRole('combobox', { name: 'Buscar usuario' });
    await user.type(search, 'mar');
    let operation = await operationNamed(environment, 'ProfilePickerQuery');
    act(() => environment.mock.resolve(operation, searchResult(profile('UHJvZmlsZTpt', 'martaquispe'), profile('UHJvZmlsZTpu', 'mariano'))));
    await user.click(await screen.findByRole('option', { name: 'martaquispe' }));

    await user.type(search, 'jor');
    // The input empties after a pick; the next search is for the new text only.
    operation = await operationNamed(environment, 'ProfilePickerQuery');
    expect(operation.request.variables.search).toBe('jor');
    act(() => environment.mock.resolve(operation, searchResult(profile('UHJvZmlsZTpq', 'jorgehuaman'))));
    await user.click(await screen.findByRole('option', { name: 'jorgehuaman' }));

    await user.type(search, 'mar');
    operation = await operationNamed(environment, 'ProfilePickerQuery');
    act(() => environment.mock.resolve(operation, searchResult(profile('UHJvZmlsZTpt', 'martaquispe'), profile('UHJvZmlsZTpu', 'mariano'))));
    await user.click(await screen.findByRole('option', { name: 'mariano' }));

    const chips = screen.getByRole('list', { name: 'Usuarios elegidos' });
    const chipNames = () =>
      within(chips)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('button').textContent?.slice(1));
    expect(chipNames()).toEqual(['martaquispe', 'jorgehuaman', 'mariano']);
    expect(within(chips).getByRole('button', { name: 'martaquispe' })).toBeTruthy();
    // A chip goes away with its delete icon.
    await user.click(within(within(chips).getByRole('button', { name: 'jorgehuaman' })).getByTestId('CancelIcon'));
    expect(chipNames()).toEqual(['martaquispe', 'mariano']);

    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const create = await operationNamed(environment, 'useCreateStudyGroupMutation');
    expect(create.request.variables).toEqual({
      input: {
        name: 'Álgebra básica',
        description: 'Para primero de secundaria',
        isPublic: false,
        requiresRequest: true,
        memberIds: ['UHJvZmlsZTpt', 'UHJvZmlsZTpu'],
        clientMutationId: expect.any(String),
      },
      // The list was never loaded here: nothing to append to.
      connections: [],
    });
    act(() =>
      environment.mock.resolve(create, {
        data: {
          createStudyGroup: {
            studyGroupEdge: {
              cursor: 'c1',
              node: {
                __typename: 'StudyGroup',
                id: 'U3R1ZHlHcm91cDox',
                name: 'Álgebra básica',
                description: 'Para primero de secundaria',
                viewerIsOwner: true,
              },
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Pantalla de grupos')).toBeTruthy();
    expect(await screen.findByText('Grupo creado correctamente')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups');
  });

  it('appends the new group to the loaded list, which shows it at once back on /groups', async () => {
    const withList = withSuspense([{ path: '/groups', loader: routeLoader(groupListScreen), Component: GroupListPage.Component }, ...pages]);
    const { user, environment } = renderWithProviders(withList, { initialPath: '/groups' });
    const list = await operationNamed(environment, 'GroupListPageQuery');
    const group = (id: string, name: string) => ({ __typename: 'StudyGroup', id, name, description: null, viewerIsOwner: true });
    act(() =>
      environment.mock.resolve(list, {
        data: {
          viewer: {
            studyGroups: { edges: [{ cursor: 'c1', node: group('R3JvdXA6MQ', 'Historia') }], pageInfo: { endCursor: 'c1', hasNextPage: false } },
          },
        },
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Añadir' }));
    await user.type(await screen.findByLabelText(/^Nombre/), 'Química');
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const create = await operationNamed(environment, 'useCreateStudyGroupMutation');
    expect(create.request.variables.connections).toEqual([groupListConnectionId()]);
    act(() =>
      environment.mock.resolve(create, { data: { createStudyGroup: { studyGroupEdge: { cursor: 'c2', node: group('R3JvdXA6Mg', 'Química') } } } }),
    );
    // Shown from the store while the list is fetched again.
    expect(await screen.findByRole('heading', { name: 'Química' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historia' })).toBeTruthy();
    expect(operations(environment, 'GroupListPageQuery')).toHaveLength(1);
  });

  it('sends no description when it is left blank, and shows a failure in an Error toast', async () => {
    const { user, environment, router } = renderWithProviders(routes, { initialPath: '/groups/add' });
    await user.type(screen.getByLabelText(/^Nombre/), 'Física');
    await user.type(screen.getByLabelText('Descripción'), '   ');
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const create = await operationNamed(environment, 'useCreateStudyGroupMutation');
    expect(create.request.variables.input).toEqual({
      name: 'Física',
      description: null,
      isPublic: true,
      requiresRequest: false,
      memberIds: [],
      clientMutationId: expect.any(String),
    });
    act(() => environment.mock.reject(create, new Error('Error del servidor. Por favor, inténtelo de nuevo más tarde')));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('Error del servidor. Por favor, inténtelo de nuevo más tarde')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups/add');
  });
});

describe('create group form with a refused picture', () => {
  it('opens the created group and says why the picture was not saved', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:vista-previa'), revokeObjectURL: vi.fn() }));
    const withGroup = withSuspense([
      { path: '/groups', element: <p>Pantalla de grupos</p> },
      { path: '/groups/:id', element: <p>Pantalla del grupo</p> },
      pages[0]!,
    ]);
    const { user, environment, router } = renderWithProviders(withGroup, { initialPath: '/groups/add' });
    await user.type(screen.getByLabelText(/^Nombre/), 'Geometría');
    await user.upload(screen.getByLabelText('Foto del grupo'), new File(['no es una imagen'], 'falsa.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Crear grupo' }));
    const create = await operationNamed(environment, 'useCreateStudyGroupMutation');
    const node = { __typename: 'StudyGroup', id: 'U3R1ZHlHcm91cDo5', name: 'Geometría', description: null, viewerIsOwner: true };
    act(() =>
      environment.mock.resolve(create, {
        data: {
          createStudyGroup: { pictureError: 'Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF', studyGroupEdge: { cursor: 'c9', node } },
        },
      }),
    );
    expect(await screen.findByText('Pantalla del grupo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/groups/U3R1ZHlHcm91cDo5');
    expect(await screen.findByText('Grupo creado, pero la foto no se guardó: Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF')).toBeTruthy();
  });
});

describe('edit group form', () => {
  const groupId = 'U3R1ZHlHcm91cDox';
  const editPath = (name: string, description: string) =>
    `/groups/update/${encodeURIComponent(groupId)}/${encodeURIComponent(name)}/${encodeURIComponent(description)}`;

  /** The edit screen's one query: the switches, the owner test and the active flag. */
  async function openEdit(path: string, fields: Record<string, unknown> = {}, extraRoutes: typeof routes = []) {
    const view = renderWithProviders([...extraRoutes, ...routes], { initialPath: path });
    const query = await operationNamed(view.environment, 'GroupEditPageQuery');
    expect(query.request.variables).toEqual({ id: groupId });
    act(() =>
      view.environment.mock.resolve(query, {
        data: {
          node: { __typename: 'StudyGroup', id: groupId, isActive: true, isPublic: true, requiresRequest: false, viewerIsOwner: true, ...fields },
        },
      }),
    );
    return view;
  }

  it("is titled 'Editar grupo' and prefilled from the route; '-' means no description", async () => {
    await openEdit(editPath('Álgebra 100% / básica', '-'));
    await screen.findByRole('heading', { name: 'Editar grupo' });
    expect(screen.getByRole('heading', { name: 'Editar grupo' })).toBeTruthy();
    expect((screen.getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Álgebra 100% / básica');
    expect((screen.getByLabelText('Descripción') as HTMLTextAreaElement).value).toBe('');
  });

  it('prefills the description from the route', async () => {
    await openEdit(editPath('Física', 'Grupo de 5.º año'));
    expect(((await screen.findByLabelText('Descripción')) as HTMLTextAreaElement).value).toBe('Grupo de 5.º año');
  });

  it("shows 'Debe tener mínimo 3 caracteres' for a short name", async () => {
    const { user, environment } = await openEdit(editPath('Física', '-'));
    const name = await screen.findByLabelText(/^Nombre/);
    await user.clear(name);
    await user.type(name, ' ab  ');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Debe tener mínimo 3 caracteres')).toBeTruthy();
    expect(operations(environment, 'useUpdateStudyGroupMutation')).toHaveLength(0);
  });

  it("sends normalised values, shows 'Guardando...' in flight, then the success toast and the group", async () => {
    const { user, environment, router } = await openEdit(editPath('Física', 'Vieja'), {}, [
      { path: '/groups/:id', element: <p>Detalle del grupo</p> },
    ]);
    const name = await screen.findByLabelText(/^Nombre/);
    await user.clear(name);
    await user.type(name, '  Física   moderna ');
    const description = screen.getByLabelText('Descripción');
    await user.clear(description);
    await user.type(description, ' Ondas  y   partículas ');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const update = await operationNamed(environment, 'useUpdateStudyGroupMutation');
    expect(update.request.variables).toEqual({
      input: { id: groupId, name: 'Física moderna', description: 'Ondas y partículas', isPublic: true, requiresRequest: false },
    });
    const busy = screen.getByRole('button', { name: 'Guardando...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);

    act(() =>
      environment.mock.resolve(update, {
        data: {
          updateStudyGroup: {
            studyGroup: { id: groupId, name: 'Física moderna', description: 'Ondas y partículas', isPublic: true, requiresRequest: false },
          },
        },
      }),
    );
    expect(await screen.findByText('Detalle del grupo')).toBeTruthy();
    expect(screen.getByText('Grupo actualizado correctamente')).toBeTruthy();
    expect(decodeURIComponent(router.state.location.pathname)).toBe(`/groups/${groupId}`);
  });

  it('clears the description when it is emptied', async () => {
    const { user, environment } = await openEdit(editPath('Física', 'Vieja'));
    await user.clear(await screen.findByLabelText('Descripción'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const update = await operationNamed(environment, 'useUpdateStudyGroupMutation');
    expect(update.request.variables.input).toEqual({ id: groupId, name: 'Física', description: null, isPublic: true, requiresRequest: false });
  });

  it("reports a failure as 'Error intentando actualizar información de grupo: {message}'", async () => {
    const { user, environment, router } = await openEdit(editPath('Física', '-'));
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const update = await operationNamed(environment, 'useUpdateStudyGroupMutation');
    act(() => environment.mock.reject(update, new Error('Acceso restringido. No tiene los roles para esta acción')));
    expect(
      await screen.findByText('Error intentando actualizar información de grupo: Acceso restringido. No tiene los roles para esta acción'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    expect(router.state.location.pathname).toContain('/groups/update/');
  });
});
