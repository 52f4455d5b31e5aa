import { graphql } from 'react-relay';
import type { useLogInMutation as Mutation } from '../../__generated__/useLogInMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

export function useLogInMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useLogInMutation($input: LogInInput!) {
      logIn(input: $input) {
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
