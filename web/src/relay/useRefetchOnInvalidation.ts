import { useLayoutEffect, useRef } from 'react';
import { fetchQuery, useRelayEnvironment, useSubscribeToInvalidationState } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Reads a screen's query again from the server when the record `dataId` is invalidated: the notifications stream
 * invalidates an assignment when a student submits an attempt at it (shell/NotificationsBadge.tsx), so an open
 * grades or statistics screen shows the new attempt without navigating. Also returned, to read again after a change (a regrade).
 * It reads the screen's current variables: Relay keeps the first callback of a subscription, so a filter changed
 * since (the address's) would otherwise be read again with its old value.
 */
export function useRefetchOnInvalidation<T extends OperationType>(dataId: string, query: GraphQLTaggedNode, variables: T['variables']) {
  const environment = useRelayEnvironment();
  const latest = useRef(variables);
  useLayoutEffect(() => {
    latest.current = variables;
  });
  const refetch = () => {
    fetchQuery<T>(environment, query, latest.current, { fetchPolicy: 'network-only' }).subscribe({});
  };
  useSubscribeToInvalidationState([dataId], refetch);
  return refetch;
}
