import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { usePublishAssignmentMutation as Publish } from '../../__generated__/usePublishAssignmentMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Publishes an assignment now (publishAt null) or schedules it; the list's chip and the edit screen follow from the store. */
export function usePublishAssignmentMutation() {
  const [commit, isInFlight] = useAsyncMutation<Publish>(graphql`
    mutation usePublishAssignmentMutation($input: PublishAssignmentInput!) {
      publishAssignment(input: $input) {
        assignment {
          id
          ...AssignmentListPage_assignment
          ...PublishSection_assignment
        }
      }
    }
  `);
  const publish = useCallback((id: string, publishAt: string | null) => commit({ input: { id, publishAt } }), [commit]);
  return [publish, isInFlight] as const;
}
