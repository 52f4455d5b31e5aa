import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDecideJoinRequestMutation_approveMutation as Approve } from '../../__generated__/useDecideJoinRequestMutation_approveMutation.graphql';
import type { useDecideJoinRequestMutation_rejectMutation as Reject } from '../../__generated__/useDecideJoinRequestMutation_rejectMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/**
 * The owner approves or rejects a pending request: it leaves the pending list and, approved, its requester joins
 * the members list.
 */
export function useDecideJoinRequestMutation() {
  const [approve, approving] = useAsyncMutation<Approve>(graphql`
    mutation useDecideJoinRequestMutation_approveMutation($input: ApproveJoinRequestInput!, $requests: [ID!]!, $members: [ID!]!) {
      approveJoinRequest(input: $input) {
        joinRequest {
          id @deleteEdge(connections: $requests)
          status
          profile @appendNode(connections: $members, edgeTypeName: "ProfileEdge") {
            id
            ...GroupMembersPage_member
          }
        }
      }
    }
  `);
  const [reject, rejecting] = useAsyncMutation<Reject>(graphql`
    mutation useDecideJoinRequestMutation_rejectMutation($input: RejectJoinRequestInput!, $requests: [ID!]!) {
      rejectJoinRequest(input: $input) {
        joinRequest {
          id @deleteEdge(connections: $requests)
          status
        }
      }
    }
  `);
  const decide = useCallback(
    (id: string, approved: boolean, connections: { requests: string; members: string }) =>
      approved
        ? approve({ input: { id }, requests: [connections.requests], members: [connections.members] })
        : reject({ input: { id }, requests: [connections.requests] }),
    [approve, reject],
  );
  return [decide, approving || rejecting] as const;
}
