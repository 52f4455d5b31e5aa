import { graphql } from 'react-relay/hooks';
import type { useLogOutEverywhereMutation as Mutation } from '../../__generated__/useLogOutEverywhereMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Ends every session of the viewer's account, this one included: the caller then logs out here. */
export function useLogOutEverywhereMutation() {
  return useAsyncMutation<Mutation>(graphql`
    mutation useLogOutEverywhereMutation {
      logOutEverywhere {
        endedSessionCount
      }
    }
  `);
}
