import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as NotificationsPage from '../src/features/notifications/NotificationsPage';
import * as GroupMembersPage from '../src/features/groups/GroupMembersPage';
import { parseEvents, subscribeGraphQL } from '../src/relay/subscribe';
import { answer, operationNamed, profile, withSuspense } from './groupsSetup';
import { renderWithProviders } from './renderWithProviders';
import groupMembersScreen from '../src/app/loaders/groupMembers';
import notificationsScreen from '../src/app/loaders/notifications';
import { routeLoader } from '../src/app/routeLoader';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('subscriptions over Server-Sent Events', () => {
  it('reads complete events and keeps a partial one for the next chunk', () => {
    const { events, rest } = parseEvents('event: next\ndata: {"a":1}\n\n:\n\ndata: {"b"');
    expect(events).toEqual([{ event: 'next', data: '{"a":1}' }]);
    expect(rest).toBe('data: {"b"');
  });

  it('posts the subscription with the session token and hands each result to Relay', async () => {
    localStorage.setItem('jwt', 'token-de-prueba');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode('event: next\ndata: {"data":{"notificationAdded":{"id":"1"}}}\n\n'));
        controller.enqueue(encoder.encode('event: complete\ndata:\n\n'));
        controller.close();
      },
    });
    const fetchSpy = vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const results: unknown[] = [];
    await new Promise<void>((resolve) => {
      const observable = subscribeGraphQL({ name: 'S', id: 'abc123', text: null, operationKind: 'subscription' } as never, {}, {});
      (observable as { subscribe(o: object): unknown }).subscribe({ next: (value: unknown) => results.push(value), complete: resolve });
    });
    expect(results).toEqual([{ data: { notificationAdded: { id: '1' } } }]);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.headers).toMatchObject({ accept: 'text/event-stream', authorization: 'Bearer token-de-prueba' });
    // A persisted document, as every operation of the app: its id, never GraphQL text.
    expect(JSON.parse(init.body as string)).toEqual({ documentId: 'abc123', variables: {}, operationName: 'S' });
  });
});

describe('Notificaciones screen', () => {
  const routes = withSuspense([
    { path: '/notifications', loader: routeLoader(notificationsScreen), Component: NotificationsPage.Component },
    { path: '/groups/members/:id', loader: routeLoader(groupMembersScreen), Component: GroupMembersPage.Component },
  ]);
  const groupId = 'U3R1ZHlHcm91cDox';
  const notification = (id: string, fields: Record<string, unknown>) => ({
    __typename: 'Notification',
    id,
    kind: 'JOIN_REQUESTED',
    message: 'martaquispe solicitó unirse al grupo «Historia»',
    createdAt: '2026-11-23T10:00:00.000Z',
    readAt: null,
    studyGroup: { __typename: 'StudyGroup', id: groupId },
    assignment: null,
    assignmentAttempt: null,
    actor: profile('UHJvZmlsZTpt', 'martaquispe'),
    ...fields,
  });

  /** Opens the screen, answered with these notifications (one page) and that unread count. */
  async function openNotifications(unreadNotificationCount: number, edges: Array<{ cursor: string; node: unknown }>) {
    const rendered = renderWithProviders(routes, { initialPath: '/notifications' });
    await answer(rendered.environment, 'NotificationsPageQuery', {
      data: {
        viewer: {
          profile: profile('UHJvZmlsZTpv', 'rosadiaz'),
          unreadNotificationCount,
          notifications: { edges, pageInfo: { hasNextPage: false, endCursor: edges.at(-1)?.cursor ?? null } },
        },
      },
    });
    return rendered;
  }

  it('lists them newest first, marks one read when opened and goes to where it acts', async () => {
    const { environment } = await openNotifications(1, [
      { cursor: 'a', node: notification('Tm90aWZpY2F0aW9uOjI=', {}) },
      { cursor: 'b', node: notification('Tm90aWZpY2F0aW9uOjE=', { kind: 'JOIN_APPROVED', message: 'Antigua', readAt: '2026-11-22T10:00:00.000Z' }) },
    ]);
    const item = await screen.findByRole('button', { name: /solicitó unirse al grupo «Historia»/ });
    expect(screen.getAllByText('Nueva')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();

    fireEvent.click(item);
    const mark = await operationNamed(environment, 'useMarkNotificationsReadMutation');
    expect(mark.request.variables).toEqual({ input: { ids: ['Tm90aWZpY2F0aW9uOjI='] } });
    act(() =>
      environment.mock.resolve(mark, {
        data: {
          markNotificationsRead: { notifications: [{ id: 'Tm90aWZpY2F0aW9uOjI=', readAt: '2026-11-23T11:00:00.000Z' }], unreadNotificationCount: 0 },
        },
      }),
    );
    // The request is acted on in the group's members screen.
    await waitFor(() =>
      expect(
        environment.mock
          .getAllOperations()
          .some((o: { request: { node: { params: { name: string } } } }) => o.request.node.params.name === 'GroupMembersPageQuery'),
      ).toBe(true),
    );
  });

  it("says 'No tiene notificaciones.' when there are none", async () => {
    await openNotifications(0, []);
    expect(await screen.findByText('No tiene notificaciones.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  });
});
