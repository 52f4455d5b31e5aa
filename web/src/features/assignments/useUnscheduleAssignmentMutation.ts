import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUnscheduleAssignmentMutation as Unschedule } from '../../__generated__/useUnscheduleAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** A scheduled assignment back to a draft. */
export function useUnscheduleAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Unschedule>(graphql`
    mutation useUnscheduleAssignmentMutation($input: UnscheduleAssignmentInput!) {
      unscheduleAssignment(input: $input) {
        assignment {
          id
          ...AssignmentListPage_assignment
          ...PublishSection_assignment
        }
      }
    }
  `);
  const unschedule = useCallback((id: string) => commit({ input: { id } }), [commit]);
  return [unschedule, isInFlight] as const;
}
