import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetAssignmentGradebookWeightMutation as Mutation } from '../../__generated__/useSetAssignmentGradebookWeightMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** The owner sets an assignment's weight in the gradebook's average (the screen then reads the gradebook again). */
export function useSetAssignmentGradebookWeightMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useSetAssignmentGradebookWeightMutation($input: SetAssignmentGradebookWeightInput!) {
      setAssignmentGradebookWeight(input: $input) {
        assignment {
          id
        }
        weight
      }
    }
  `);
  const setWeight = useCallback((id: string, weight: number) => commit({ input: { id, weight } }), [commit]);
  return [setWeight, isInFlight] as const;
}
