import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import { useNotificationStream } from '../src/features/shell/NotificationsBadge';
import { renderWithProviders } from './renderWithProviders';
import { answer, groupDetail, groupId, operationNamed, routes } from './groupsSetup';

// Real names on the members list, a new member arriving live, and sharing a group's code.

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (id: string, username: string, names: { firstName: string; lastName: string; email: string } | null) => ({
  __typename: 'Profile',
  id,
  username,
  profilePictureUrl: null,
  firstName: names?.firstName ?? null,
  lastName: names?.lastName ?? null,
  email: names?.email ?? null,
});

const owner = person('UHJvZmlsZTpv', 'elenatorres', { firstName: 'Elena', lastName: 'Torres', email: 'elena@aula.test' });
const martin = person('UHJvZmlsZTpt', 'martindiaz', { firstName: 'Martín', lastName: 'Díaz', email: 'martin@aula.test' });

const membersAnswer = (...people: Array<ReturnType<typeof person>>) => ({
  data: {
    node: {
      __typename: 'StudyGroup',
      id: groupId,
      name: '3.º A',
      viewerIsOwner: true,
      owner: { id: owner.id },
      joinRequests: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
      members: {
        edges: people.map((node) => ({ cursor: `c-${node.id}`, node })),
        pageInfo: { endCursor: null, hasNextPage: false },
      },
    },
  },
});

/** The screens under the shell's notifications stream, as the app has them. */
function Stream() {
  useNotificationStream();
  return <Outlet />;
}
const withStream: RouteObject[] = [{ element: <Stream />, children: routes }];

describe('members with real names', () => {
  const rows = () => within(screen.getByRole('list', { name: 'Miembros de 3.º A' })).getAllByRole('listitem');

  it('shows the owner each name, with the username and e-mail under it; a member who joins appears live', async () => {
    const { environment } = renderWithProviders(withStream, { initialPath: `/groups/members/${groupId}` });
    await answer(environment, 'GroupMembersPageQuery', membersAnswer(owner, martin));
    await screen.findByRole('heading', { name: 'Miembros' });
    expect(rows().map((row) => row.textContent)).toEqual([
      'EElena Torreselenatorres · elena@aula.test · Propietario',
      'MMartín Díazmartindiaz · martin@aula.test',
    ]);
    expect(screen.getByRole('button', { name: 'Eliminar a Martín Díaz (martindiaz) del grupo' })).toBeTruthy();

    // The shell's one notifications stream invalidates the group; the page reads its members again.
    const stream = await operationNamed(environment, 'NotificationsBadgeSubscription');
    const rosa = person('UHJvZmlsZTpy', 'rosaquispe', { firstName: 'Rosa', lastName: 'Quispe', email: 'rosa@aula.test' });
    act(() =>
      environment.mock.nextValue(stream, {
        data: {
          notificationAdded: {
            id: 'Tm90aWZpY2F0aW9uOjE',
            kind: 'MEMBER_JOINED',
            message: 'Rosa Quispe (rosaquispe) se unió al grupo «3.º A»',
            createdAt: '2026-11-27T04:00:00.000Z',
            readAt: null,
            studyGroup: { __typename: 'StudyGroup', id: groupId },
            assignment: null,
            assignmentAttempt: null,
            actor: { __typename: 'Profile', id: rosa.id },
          },
        },
      }),
    );
    await answer(environment, 'GroupMembersPageQuery', membersAnswer(owner, martin, rosa));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]!.textContent).toBe('RRosa Quisperosaquispe · rosa@aula.test');
  });

  it('shows a classmate usernames only (the api sends them no names)', async () => {
    const { environment } = renderWithProviders(routes, { initialPath: `/groups/members/${groupId}` });
    const answered = membersAnswer(person(owner.id, 'elenatorres', null), person(martin.id, 'martindiaz', null));
    await answer(environment, 'GroupMembersPageQuery', { data: { node: { ...answered.data.node, viewerIsOwner: false } } });
    await screen.findByRole('heading', { name: 'Miembros' });
    expect(rows().map((row) => row.textContent)).toEqual(['EelenatorresPropietario', 'Mmartindiaz']);
  });
});

describe('sharing a group', () => {
  it("copies the code ('Código copiado') and the /join link; a member shares without 'Generar nuevo código'", async () => {
    const { environment, user } = renderWithProviders(routes, { initialPath: `/groups/${groupId}` });
    await answer(environment, 'GroupDetailPageQuery', groupDetail({ code: 'ABC123DEF4', requiresRequest: false, viewerIsOwner: false }));
    await user.click(await screen.findByRole('button', { name: 'Copiar código' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('ABC123DEF4');
    expect(await screen.findByText('Código copiado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/join/ABC123DEF4`);
    expect(await screen.findByText('Enlace copiado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generar nuevo código' })).toBeNull();
  });
});
