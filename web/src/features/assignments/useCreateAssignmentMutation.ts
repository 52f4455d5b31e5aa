import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { CreateAssignmentInput, useCreateAssignmentMutation as Mutation } from '../../__generated__/useCreateAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** The group's assignments connection (AssignmentListPage's `assignments @connection`), kept on the StudyGroup record. */
export const assignmentListConnectionId = (studyGroupId: string) => ConnectionHandler.getConnectionID(studyGroupId, 'AssignmentListPage_assignments');

/**
 * Creates an assignment. The new row is appended to the group's list when that list is in the store, and the
 * assignment's form data (with its empty question list) is written too, so its edit screen shows at once.
 */
export function useCreateAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useCreateAssignmentMutation($input: CreateAssignmentInput!, $connections: [ID!]!) {
      createAssignment(input: $input) {
        assignmentEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            isActive
            ...AssignmentListPage_assignment
          }
        }
        assignment {
          id
          ...AssignmentFormPage_assignment
          ...AssignmentQuestionList_assignment
        }
      }
    }
  `);
  const create = useCallback(
    (input: CreateAssignmentInput) => commit({ input, connections: [assignmentListConnectionId(input.studyGroupId)] }),
    [commit],
  );
  return [create, isInFlight] as const;
}
