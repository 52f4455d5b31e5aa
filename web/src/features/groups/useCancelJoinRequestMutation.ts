import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCancelJoinRequestMutation as Mutation } from '../../__generated__/useCancelJoinRequestMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** The viewer withdraws a pending request; it leaves their 'Solicitudes enviadas' at once, and returns if refused. */
export function useCancelJoinRequestMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useCancelJoinRequestMutation($input: CancelJoinRequestInput!, $connections: [ID!]!) {
      cancelJoinRequest(input: $input) {
        cancelledJoinRequestId @deleteEdge(connections: $connections)
        joinRequest {
          id
          status
        }
      }
    }
  `);
  const cancel = useCallback(
    (id: string, connectionId: string) =>
      commit(
        { input: { id }, connections: [connectionId] },
        { optimisticResponse: { cancelJoinRequest: { cancelledJoinRequestId: id, joinRequest: { id, status: 'CANCELLED' } } } },
      ),
    [commit],
  );
  return [cancel, isInFlight] as const;
}
