import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './renderWithProviders';
import { answer, groupDetail, groupId, operationNamed, operations, profile, routes, searchResult } from './groupsSetup';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('group detail', () => {
  it("shows the owner the 'Foto' placeholder, the name and the tiles Miembros, Tareas and Editar", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { environment } = renderWithProviders(routes, { initialPath: `/groups/${groupId}` });
    const query = await operationNamed(environment, 'GroupDetailPageQuery');
    expect(query.request.variables).toEqual({ id: groupId });
    act(() => environment.mock.resolve(query, groupDetail({ description: 'Primero de secundaria' })));
    expect(await screen.findByRole('heading', { name: 'Álgebra' })).toBeTruthy();
    expect(screen.getByText('Primero de secundaria')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Foto' })).toBeTruthy();
    // No URL, nothing to check.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /^Miembros/ }).getAttribute('href')).toBe(`/groups/members/${groupId}`);
    expect(screen.getByRole('link', { name: /^Tareas/ }).getAttribute('href')).toBe(
      `/groups/assignments/group-info?groupId=${encodeURIComponent(groupId)}&ownerId=UHJvZmlsZTpv`,
    );
    expect(screen.getByRole('link', { name: /^Editar/ }).getAttribute('href')).toBe(
      `/groups/update/${encodeURIComponent(groupId)}/%C3%81lgebra/Primero%20de%20secundaria`,
    );
  });

  it("checks the picture with a HEAD request and shows 'Foto' on a 404; members see no Editar", async () => {
    const fetchSpy = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);
    const { environment } = renderWithProviders(routes, { initialPath: `/groups/${groupId}` });
    await answer(environment, 'GroupDetailPageQuery', groupDetail({ viewerIsOwner: false, groupPictureUrl: '/storage/perdida.png' }));
    expect(await screen.findByRole('img', { name: 'Foto' })).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledWith('/storage/perdida.png', { method: 'HEAD' });
    expect(screen.getByRole('link', { name: /^Miembros/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Tareas/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Editar/ })).toBeNull();
  });

  it('shows the picture when the HEAD request finds it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    const { environment } = renderWithProviders(routes, { initialPath: `/groups/${groupId}` });
    await answer(environment, 'GroupDetailPageQuery', groupDetail({ groupPictureUrl: '/storage/grupo.png' }));
    const picture = await screen.findByRole('img', { name: 'Foto del grupo Álgebra' });
    expect(picture.getAttribute('src')).toBe('/storage/grupo.png');
    expect(screen.queryByRole('img', { name: 'Foto' })).toBeNull();
  });
});

describe('group members', () => {
  const owner = profile('UHJvZmlsZTpv', 'rosadiaz');
  const members = (viewerIsOwner: boolean, ...people: Array<ReturnType<typeof profile>>) => ({
    data: {
      node: {
        __typename: 'StudyGroup',
        id: groupId,
        name: 'Álgebra',
        viewerIsOwner,
        owner: { id: owner.id },
        members: {
          edges: people.map((node) => ({ cursor: `c-${node.id}`, node })),
          pageInfo: { endCursor: people.length ? `c-${people.at(-1)!.id}` : null, hasNextPage: false },
        },
      },
    },
  });

  async function openMembers(viewerIsOwner: boolean, ...people: Array<ReturnType<typeof profile>>) {
    const view = renderWithProviders(routes, { initialPath: `/groups/members/${groupId}` });
    await answer(view.environment, 'GroupMembersPageQuery', members(viewerIsOwner, ...people));
    await screen.findByRole('heading', { name: 'Miembros' });
    return view;
  }

  const rows = () => within(screen.getByRole('list', { name: 'Miembros de Álgebra' })).getAllByRole('listitem');

  it("says 'No hay miembros' for an empty list", async () => {
    await openMembers(false);
    expect(screen.getByText('No hay miembros')).toBeTruthy();
  });

  it('shows members without owner tools to a member', async () => {
    await openMembers(false, owner, profile('UHJvZmlsZTpt', 'martaquispe'));
    expect(rows().map((row) => row.textContent)).toEqual(['RrosadiazPropietario', 'Mmartaquispe']);
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir usuario' })).toBeNull();
  });

  it('lets the owner remove a member, who leaves the list at once; the owner row has no delete button', async () => {
    const { user, environment } = await openMembers(true, owner, profile('UHJvZmlsZTpt', 'martaquispe'), profile('UHJvZmlsZTpq', 'jorgehuaman'));
    expect(screen.queryByRole('button', { name: 'Eliminar a rosadiaz del grupo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Eliminar a martaquispe del grupo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea eliminar este perfil del grupo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí' }));

    const removal = await operationNamed(environment, 'useRemoveStudyGroupMemberMutation');
    expect(removal.request.variables.input).toEqual({ id: groupId, profileId: 'UHJvZmlsZTpt' });
    // Gone before the server answers.
    expect(screen.queryByText('martaquispe')).toBeNull();
    act(() =>
      environment.mock.resolve(removal, { data: { removeStudyGroupMember: { removedProfileId: 'UHJvZmlsZTpt', studyGroup: { id: groupId } } } }),
    );
    expect(await screen.findByText('martaquispe ya no es miembro del grupo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Without readable names (added, not yet opened the group), the owner sees the username and a hint.
    expect(rows().map((row) => row.textContent)).toEqual(['RrosadiazPropietario', 'JjorgehuamanEl nombre se mostrará cuando abra el grupo']);
  });

  it('puts a member back when the server refuses the removal, and cancels with No', async () => {
    const { user, environment } = await openMembers(true, owner, profile('UHJvZmlsZTpt', 'martaquispe'));
    await user.click(screen.getByRole('button', { name: 'Eliminar a martaquispe del grupo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations(environment, 'useRemoveStudyGroupMemberMutation')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar a martaquispe del grupo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }));
    const removal = await operationNamed(environment, 'useRemoveStudyGroupMemberMutation');
    expect(screen.queryByText('martaquispe')).toBeNull();
    act(() => environment.mock.reject(removal, new Error('Acceso restringido. No tiene los roles para esta acción')));
    expect(await screen.findByText('Acceso restringido. No tiene los roles para esta acción')).toBeTruthy();
    expect(screen.getByText('martaquispe')).toBeTruthy();
  });

  it("adds members through 'Añadir usuario': search outside the group, chips, 'Añadir miembro(s)'", async () => {
    const { user, environment } = await openMembers(true, owner);
    await user.click(screen.getByRole('button', { name: 'Añadir usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir usuario' });
    const add = within(dialog).getByRole('button', { name: 'Añadir miembro(s)' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);

    await user.type(within(dialog).getByRole('combobox', { name: 'Buscar usuario' }), 'jor');
    const search = await operationNamed(environment, 'ProfilePickerQuery');
    expect(search.request.variables).toEqual({ search: 'jor', excludeGroupId: groupId });
    act(() => environment.mock.resolve(search, searchResult(profile('UHJvZmlsZTpq', 'jorgehuaman'))));
    await user.click(await screen.findByRole('option', { name: 'jorgehuaman' }));
    expect(within(within(dialog).getByRole('list', { name: 'Usuarios elegidos' })).getByText('jorgehuaman')).toBeTruthy();

    await user.click(add);
    const mutation = await operationNamed(environment, 'useAddStudyGroupMembersMutation');
    expect(mutation.request.variables.input).toEqual({ id: groupId, memberIds: ['UHJvZmlsZTpq'] });
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          addStudyGroupMembers: {
            memberEdges: [{ cursor: 'c-j', node: profile('UHJvZmlsZTpq', 'jorgehuaman') }],
            studyGroup: { id: groupId },
          },
        },
      }),
    );
    expect(await screen.findByText('Miembro añadido al grupo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Without readable names (added, not yet opened the group), the owner sees the username and a hint.
    expect(rows().map((row) => row.textContent)).toEqual(['RrosadiazPropietario', 'JjorgehuamanEl nombre se mostrará cuando abra el grupo']);
  });
});
