import { graphql } from 'react-relay/hooks';
import type { useChangePasswordMutation as Mutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { keepSessions } from './sessionsStore';

/** Changes the password; every other session has ended, so only this one stays in the sessions list. */
export function useChangePasswordMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        endedSessionCount
      }
    }
  `);
  const change = (currentPassword: string, newPassword: string) =>
    commit(
      { input: { currentPassword, newPassword } },
      { updater: (store) => keepSessions(store, (session) => session.getValue('current') === true) },
    );
  return [change, isInFlight] as const;
}
