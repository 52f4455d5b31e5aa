import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useEndSessionMutation as Mutation } from '../../__generated__/useEndSessionMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { keepSessions } from './sessionsStore';

/** Ends one of the viewer's other sessions; its row leaves the list at once and comes back if the server refuses. */
export function useEndSessionMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useEndSessionMutation($input: EndSessionInput!) {
      endSession(input: $input) {
        endedSessionId
      }
    }
  `);
  const end = useCallback(
    (id: string) => {
      const leave = (store: Parameters<typeof keepSessions>[0]) => keepSessions(store, (session) => session.getDataID() !== id);
      return commit({ input: { id } }, { optimisticUpdater: leave, updater: leave });
    },
    [commit],
  );
  return [end, isInFlight] as const;
}
