import Badge from '@mui/material/Badge';
import { Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig } from 'relay-runtime';
import { useFirstScreenShown } from '../../lib/firstScreen';
import { isConnected, subscribeConnection } from '../../relay/connection';
import type { NotificationsBadgeQuery } from '../../__generated__/NotificationsBadgeQuery.graphql';
import type { NotificationsBadgeSubscription } from '../../__generated__/NotificationsBadgeSubscription.graphql';

const subscription = graphql`
  subscription NotificationsBadgeSubscription {
    notificationAdded {
      id
      kind
      ...NotificationsPage_notification
    }
  }
`;

/** The notifications list's connection key (NotificationsPage.tsx), so a new one appears there at once. */
export const notificationsConnectionKey = 'NotificationsPage_notifications';

/**
 * Listens for the viewer's new notifications while the shell is open: the unread count rises, the notification
 * joins the top of the list when it is loaded, a group the viewer entered makes their group list fetch again, and
 * the records a notification is about are invalidated, so the open screens that show them read them again: the
 * one stream per tab serves them all.
 */
export function useNotificationStream() {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationsBadgeSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const added = store.getRootField('notificationAdded');
        if (!added) return;
        const kind = added.getValue('kind');
        // A new attempt: screens showing the assignment's grades or statistics read them again (relay/useRefetchOnInvalidation,
        // the gradebook).
        if (kind === 'ATTEMPT_SUBMITTED') added.getLinkedRecord('assignment')?.invalidateRecord();
        // A request to join or a new member: the owner's open members page reads the group again.
        if (kind === 'JOIN_REQUESTED' || kind === 'MEMBER_JOINED') added.getLinkedRecord('studyGroup')?.invalidateRecord();
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (!viewer) return;
        const count = viewer.getValue('unreadNotificationCount');
        if (typeof count === 'number') viewer.setValue(count + 1, 'unreadNotificationCount');
        const connection = ConnectionHandler.getConnection(viewer, notificationsConnectionKey);
        if (connection) ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, added, 'NotificationEdge'));
        if (kind === 'JOIN_APPROVED' || kind === 'ADDED_TO_GROUP') {
          const groups = ConnectionHandler.getConnection(viewer, 'GroupListPage_studyGroups');
          groups?.invalidateRecord();
        }
      },
    }),
    [],
  );
  useSubscription(config);
}

function useUnreadCount() {
  const { viewer } = useLazyLoadQuery<NotificationsBadgeQuery>(
    graphql`
      query NotificationsBadgeQuery {
        viewer {
          unreadNotificationCount
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return viewer?.unreadNotificationCount ?? 0;
}

/** Read again when the connection comes back after a failed read. */
const useOnline = () => useSyncExternalStore(subscribeConnection, isConnected, () => true);

const unreadLabel = (count: number) => (count === 1 ? '1 sin leer' : `${count} sin leer`);

function UnreadCount() {
  const count = useUnreadCount();
  return (
    <Badge
      color="error"
      badgeContent={count}
      max={99}
      aria-label={unreadLabel(count)}
      data-testid="unread-count"
      sx={{ ml: 'auto', '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
    />
  );
}

/**
 * The unread count beside 'Notificaciones' in the navigation; nothing while it loads (it is read once the first
 * screen has painted, lib/firstScreen.ts), when it is 0, or when it cannot be read (offline, the server down): a
 * count must never take the shell down with it.
 */
export function NotificationsBadge() {
  const online = useOnline();
  if (!useFirstScreenShown()) return null;
  return (
    <ErrorBoundary fallback={null} resetKeys={[online]}>
      <Suspense fallback={null}>
        <UnreadCount />
      </Suspense>
    </ErrorBoundary>
  );
}

function CountOver({ children }: { children: ReactNode }) {
  const count = useUnreadCount();
  return (
    <Badge color="error" variant="dot" invisible={count === 0}>
      {children}
    </Badge>
  );
}

/** A dot over the phone's menu button while there are unread notifications: the navigation is hidden there. */
export function UnreadDot({ children }: { children: ReactNode }) {
  const online = useOnline();
  if (!useFirstScreenShown()) return children;
  return (
    <ErrorBoundary fallback={children} resetKeys={[online]}>
      <Suspense fallback={children}>
        <CountOver>{children}</CountOver>
      </Suspense>
    </ErrorBoundary>
  );
}
