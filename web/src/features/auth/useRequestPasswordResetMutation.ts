import type { useRequestPasswordResetMutation as Mutation } from '../../__generated__/useRequestPasswordResetMutation.graphql';
import { graphql } from '../../relay/graphql';
import { useRequestMutation } from '../../relay/request';

/** Sent without the Relay store, as the other anonymous screens' mutations: nothing to cache. */
const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      accepted
    }
  }
`;

export function useRequestPasswordResetMutation() {
  return useRequestMutation<Mutation>(mutation);
}
