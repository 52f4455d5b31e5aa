import { fetchQuery, useRelayEnvironment, useSubscribeToInvalidationState } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Reads a screen's query again from the server when the record `dataId` is invalidated: the notifications stream
 * invalidates an assignment when a student submits an attempt at it (shell/NotificationsBadge.tsx), so an open
 * grades screen shows the new attempt without navigating. Also returned, to read again after a change (a regrade).
 */
export function useRefetchOnInvalidation<T extends OperationType>(dataId: string, query: GraphQLTaggedNode, variables: T['variables']) {
  const environment = useRelayEnvironment();
  const refetch = () => {
    fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
  };
  useSubscribeToInvalidationState([dataId], refetch);
  return refetch;
}
