import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRemoveStudyGroupMemberMutation as Mutation } from '../../__generated__/useRemoveStudyGroupMemberMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Removes a member; the row leaves the list at once (optimistically) and comes back if the server refuses. */
export function useRemoveStudyGroupMemberMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useRemoveStudyGroupMemberMutation($input: RemoveStudyGroupMemberInput!, $connections: [ID!]!) {
      removeStudyGroupMember(input: $input) {
        removedProfileId @deleteEdge(connections: $connections)
        studyGroup {
          id
        }
      }
    }
  `);
  const remove = useCallback(
    (groupId: string, profileId: string, connectionId: string) =>
      commit(
        { input: { id: groupId, profileId }, connections: [connectionId] },
        { optimisticResponse: { removeStudyGroupMember: { removedProfileId: profileId, studyGroup: { id: groupId } } } },
      ),
    [commit],
  );
  return [remove, isInFlight] as const;
}
