import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useJoinStudyGroupMutation as Mutation } from '../../__generated__/useJoinStudyGroupMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/**
 * Joins by code or a public group's id: a group entered at once joins the groups list; a request joins the
 * student's pending requests.
 */
export function useJoinStudyGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useJoinStudyGroupMutation($input: JoinStudyGroupInput!, $groups: [ID!]!, $requests: [ID!]!) {
      joinStudyGroup(input: $input) {
        studyGroup {
          id
          name
        }
        studyGroupEdge @appendEdge(connections: $groups) {
          cursor
          node {
            id
            ...GroupListPage_studyGroup
          }
        }
        joinRequest @appendNode(connections: $requests, edgeTypeName: "JoinRequestEdge") {
          id
          status
          studyGroup {
            id
            name
          }
        }
      }
    }
  `);
  const join = useCallback(
    (input: { code: string } | { studyGroupId: string }, connections: { groups: string; requests: string }) =>
      commit({ input, groups: [connections.groups], requests: [connections.requests] }),
    [commit],
  );
  return [join, isInFlight] as const;
}
