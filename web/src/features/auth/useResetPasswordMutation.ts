import type { useResetPasswordMutation as Mutation } from '../../__generated__/useResetPasswordMutation.graphql';
import { graphql } from '../../relay/graphql';
import { useRequestMutation } from '../../relay/request';

/** Answers as logIn does: sent without the Relay store, which is made fresh for the user once logged in. */
const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ...SessionProvider_auth @relay(mask: false)
    }
  }
`;

export function useResetPasswordMutation() {
  return useRequestMutation<Mutation>(mutation);
}
