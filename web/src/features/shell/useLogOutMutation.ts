import type { useLogOutMutation as Mutation } from '../../__generated__/useLogOutMutation.graphql';
import { graphql } from '../../relay/graphql';
import { useRequestMutation } from '../../relay/request';

/** Sent without the Relay store: the store goes with the session anyway. */
const mutation = graphql`
  mutation useLogOutMutation {
    logOut {
      endedSessionCount
    }
  }
`;

export function useLogOutMutation() {
  return useRequestMutation<Mutation>(mutation);
}
