import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateAssignmentInput, useUpdateAssignmentMutation as Mutation } from '../../__generated__/useUpdateAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Saves an assignment's title, description and difficulty; the group's list reads the new values from the store. */
export function useUpdateAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useUpdateAssignmentMutation($input: UpdateAssignmentInput!) {
      updateAssignment(input: $input) {
        assignment {
          id
          isActive
          ...AssignmentListPage_assignment
          ...AssignmentFormPage_assignment
        }
      }
    }
  `);
  const update = useCallback((input: UpdateAssignmentInput) => commit({ input }), [commit]);
  return [update, isInFlight] as const;
}
