import { graphql } from 'react-relay/hooks';
import type { useDeleteAccountMutation as Mutation } from '../../__generated__/useDeleteAccountMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Deletes the viewer's account, confirmed with its password: every session ends, so the caller logs out here. */
export function useDeleteAccountMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        deleted
      }
    }
  `);
}
