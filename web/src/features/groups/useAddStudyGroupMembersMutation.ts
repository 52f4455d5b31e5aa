import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAddStudyGroupMembersMutation as Mutation } from '../../__generated__/useAddStudyGroupMembersMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Adds profiles to a group; the new members are appended to the members list (`memberEdges`). */
export function useAddStudyGroupMembersMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useAddStudyGroupMembersMutation($input: AddStudyGroupMembersInput!, $connections: [ID!]!) {
      addStudyGroupMembers(input: $input) {
        memberEdges @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...GroupMembersPage_member
          }
        }
        studyGroup {
          id
        }
      }
    }
  `);
  const add = useCallback(
    (groupId: string, memberIds: string[], connectionId: string) => commit({ input: { id: groupId, memberIds }, connections: [connectionId] }),
    [commit],
  );
  return [add, isInFlight] as const;
}
