import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateStudyGroupInput, useUpdateStudyGroupMutation as Mutation } from '../../__generated__/useUpdateStudyGroupMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Saves a group's name, description and switches; the detail and the list read the new values from the store at once. */
export function useUpdateStudyGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useUpdateStudyGroupMutation($input: UpdateStudyGroupInput!) {
      updateStudyGroup(input: $input) {
        studyGroup {
          id
          name
          description
          isPublic
          requiresRequest
        }
      }
    }
  `);
  const update = useCallback((input: UpdateStudyGroupInput) => commit({ input }), [commit]);
  return [update, isInFlight] as const;
}
