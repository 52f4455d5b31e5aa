import { graphql } from 'react-relay';
import type { useSignUpMutation as Mutation } from '../../__generated__/useSignUpMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

export function useSignUpMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        token
        user {
          id
          firstName
          lastName
          email
        }
        profile {
          id
          username
        }
      }
    }
  `);
}
