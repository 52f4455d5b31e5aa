import { graphql } from 'react-relay/hooks';
import type { useDeactivateStudyGroupMutation as Mutation } from '../../__generated__/useDeactivateStudyGroupMutation.graphql';
import { useDeactivateMutation } from '../../relay/useDeactivateMutation';

const mutation = graphql`
  mutation useDeactivateStudyGroupMutation($input: DeactivateStudyGroupInput!, $connections: [ID!]!) {
    deactivateStudyGroup(input: $input) {
      deactivatedStudyGroupId @deleteEdge(connections: $connections)
      studyGroup {
        id
        isActive
      }
    }
  }
`;

const optimistic = (id: string): Mutation['response'] => ({
  deactivateStudyGroup: { deactivatedStudyGroupId: id, studyGroup: { id, isActive: false } },
});

/** Deactivates a group; it leaves the list at once and returns if the server refuses. */
export const useDeactivateStudyGroupMutation = () => useDeactivateMutation<Mutation>(mutation, optimistic);
