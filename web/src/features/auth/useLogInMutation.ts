import type { useLogInMutation as Mutation } from '../../__generated__/useLogInMutation.graphql';
import { graphql } from '../../relay/graphql';
import { useRequestMutation } from '../../relay/request';

/** Sent without the Relay store: the store is made fresh for the user once logged in. */
const mutation = graphql`
  mutation useLogInMutation($input: LogInInput!) {
    logIn(input: $input) {
      ...SessionProvider_auth @relay(mask: false)
    }
  }
`;

export function useLogInMutation() {
  return useRequestMutation<Mutation>(mutation);
}
