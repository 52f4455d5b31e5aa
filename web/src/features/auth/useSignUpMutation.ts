import type { useSignUpMutation as Mutation } from '../../__generated__/useSignUpMutation.graphql';
import { graphql } from '../../relay/graphql';
import { useRequestMutation } from '../../relay/request';

/** Sent without the Relay store: the store is made fresh for the user once signed up. */
const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      ...SessionProvider_auth @relay(mask: false)
    }
  }
`;

export function useSignUpMutation() {
  return useRequestMutation<Mutation>(mutation);
}
