import { graphql } from 'react-relay/hooks';
import type { useDeactivateAssignmentMutation as Mutation } from '../../__generated__/useDeactivateAssignmentMutation.graphql';
import { useDeactivateMutation } from '../../relay/useDeactivateMutation';

const mutation = graphql`
  mutation useDeactivateAssignmentMutation($input: DeactivateAssignmentInput!, $connections: [ID!]!) {
    deactivateAssignment(input: $input) {
      deactivatedAssignmentId @deleteEdge(connections: $connections)
      assignment {
        id
        isActive
      }
    }
  }
`;

const optimistic = (id: string): Mutation['response'] => ({
  deactivateAssignment: { deactivatedAssignmentId: id, assignment: { id, isActive: false } },
});

/** Deactivates an assignment; its row leaves the group's list at once and returns if the server refuses. */
export const useDeactivateAssignmentMutation = () => useDeactivateMutation<Mutation>(mutation, optimistic);
