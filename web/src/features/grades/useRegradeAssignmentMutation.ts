import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRegradeAssignmentMutation as Mutation } from '../../__generated__/useRegradeAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Regrades an assignment's attempts against its questions' keys as they are now; answers how many changed, kept and were skipped. */
export function useRegradeAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useRegradeAssignmentMutation($input: RegradeAssignmentInput!) {
      regradeAssignment(input: $input) {
        assignment {
          id
          answersToRegrade
        }
        checkedCount
        changedCount
        keptManualCount
        skippedCount
      }
    }
  `);
  const regrade = useCallback(async (id: string) => (await commit({ input: { id } })).regradeAssignment, [commit]);
  return [regrade, isInFlight] as const;
}
