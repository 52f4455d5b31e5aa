import { graphql } from 'react-relay/hooks';
import type { useUpdateProfileMutation as Mutation } from '../../__generated__/useUpdateProfileMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Saves the viewer's names, phone and username; every screen reading them gets the new values from the store. */
export function useUpdateProfileMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        user {
          id
          firstName
          lastName
          email
          phone
        }
        profile {
          id
          username
          firstName
          lastName
        }
      }
    }
  `);
}
