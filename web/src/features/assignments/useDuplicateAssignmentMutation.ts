import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDuplicateAssignmentMutation as Mutation } from '../../__generated__/useDuplicateAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { assignmentListConnectionId } from './useCreateAssignmentMutation';

/** Copies an assignment into one of the viewer's groups as a draft; the copy joins that group's list when it is in the store. */
export function useDuplicateAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useDuplicateAssignmentMutation($input: DuplicateAssignmentInput!, $connections: [ID!]!) {
      duplicateAssignment(input: $input) {
        assignmentEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            isActive
            questionCount
            ...AssignmentListPage_assignment
          }
        }
        assignment {
          id
          studyGroup {
            id
          }
        }
      }
    }
  `);
  const duplicate = useCallback(
    (input: { id: string; studyGroupId: string; clientMutationId: string }) =>
      commit({ input, connections: [assignmentListConnectionId(input.studyGroupId)] }),
    [commit],
  );
  return [duplicate, isInFlight] as const;
}
