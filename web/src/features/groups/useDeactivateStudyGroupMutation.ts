import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeactivateStudyGroupMutation as Mutation } from '../../__generated__/useDeactivateStudyGroupMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Deactivates a group; the group leaves the list at once (optimistically) and returns if the server refuses. */
export function useDeactivateStudyGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useDeactivateStudyGroupMutation($input: DeactivateStudyGroupInput!, $connections: [ID!]!) {
      deactivateStudyGroup(input: $input) {
        deactivatedStudyGroupId @deleteEdge(connections: $connections)
        studyGroup {
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
            deactivateStudyGroup: { deactivatedStudyGroupId: id, studyGroup: { id, isActive: false } },
          },
        },
      ),
    [commit],
  );
  return [deactivate, isInFlight] as const;
}
