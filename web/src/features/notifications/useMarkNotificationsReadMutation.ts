import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMarkNotificationsReadMutation as Mutation } from '../../__generated__/useMarkNotificationsReadMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Marks notifications read (all of the viewer's without ids); the navigation's unread count follows the answer. */
export function useMarkNotificationsReadMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
      markNotificationsRead(input: $input) {
        notifications {
          id
          readAt
        }
        unreadNotificationCount
      }
    }
  `);
  const markRead = useCallback(
    (ids?: string[]) =>
      commit(
        { input: ids ? { ids } : {} },
        {
          updater: (store, data) => {
            const count = data?.markNotificationsRead.unreadNotificationCount;
            if (typeof count === 'number') store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'unreadNotificationCount');
          },
        },
      ),
    [commit],
  );
  return [markRead, isInFlight] as const;
}
