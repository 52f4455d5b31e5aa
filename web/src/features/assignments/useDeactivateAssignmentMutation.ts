import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeactivateAssignmentMutation as Mutation } from '../../__generated__/useDeactivateAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Deactivates an assignment; its row leaves the group's list at once (optimistically) and returns if the server refuses. */
export function useDeactivateAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useDeactivateAssignmentMutation($input: DeactivateAssignmentInput!, $connections: [ID!]!) {
      deactivateAssignment(input: $input) {
        deactivatedAssignmentId @deleteEdge(connections: $connections)
        assignment {
          id
          isActive
        }
      }
    }
  `);
  const deactivate = useCallback(
    (id: string, connectionId: string) =>
      commit(
        { input: { id }, connections: [connectionId] },
        {
          optimisticResponse: {
            deactivateAssignment: { deactivatedAssignmentId: id, assignment: { id, isActive: false } },
          },
        },
      ),
    [commit],
  );
  return [deactivate, isInFlight] as const;
}
