import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateStudyGroupInput, useUpdateStudyGroupMutation as Mutation } from '../../__generated__/useUpdateStudyGroupMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Saves a group's name, description, switches and new picture; the detail and the list read the new values from the store at once. */
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
          groupPictureUrl
        }
      }
    }
  `);
  // A new picture travels as a multipart upload (GraphQL multipart request spec) in input.picture.
  const update = useCallback(
    (input: UpdateStudyGroupInput, picture: File | null = null) =>
      picture ? commit({ input: { ...input, picture: null } }, { uploadables: { 'input.picture': picture } }) : commit({ input }),
    [commit],
  );
  return [update, isInFlight] as const;
}
