import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUpdateProfilePictureMutation as Mutation } from '../../__generated__/useUpdateProfilePictureMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Stores a new profile picture (a multipart upload, GraphQL multipart request spec); the store gets its URL. */
export function useUpdateProfilePictureMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useUpdateProfilePictureMutation($input: UpdateProfilePictureInput!) {
      updateProfilePicture(input: $input) {
        profile {
          id
          profilePictureUrl
        }
      }
    }
  `);
  const upload = useCallback((picture: File) => commit({ input: { picture: null } }, { uploadables: { 'input.picture': picture } }), [commit]);
  return [upload, isInFlight] as const;
}
