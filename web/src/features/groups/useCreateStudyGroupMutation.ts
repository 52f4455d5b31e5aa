import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, generateClientID, ROOT_ID } from 'relay-runtime';
import type { CreateStudyGroupInput, useCreateStudyGroupMutation as Mutation } from '../../__generated__/useCreateStudyGroupMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/**
 * The group list's connection (GroupListPage's `studyGroups @connection`). Viewer has no id, so its record is the
 * client id Relay gives `Query.viewer`.
 */
export const groupListConnectionId = () => ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'GroupListPage_studyGroups');

/** Creates a group; when the list is in the store the new group is appended to it, so it shows before the refetch. */
export function useCreateStudyGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useCreateStudyGroupMutation($input: CreateStudyGroupInput!, $connections: [ID!]!) {
      createStudyGroup(input: $input) {
        studyGroupEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...GroupListPage_studyGroup
          }
        }
      }
    }
  `);
  const environment = useRelayEnvironment();
  const create = useCallback(
    (input: CreateStudyGroupInput) => {
      // Opened straight from a link, the list was never loaded: nothing to append to (it loads fresh later).
      const connectionId = groupListConnectionId();
      const loaded = environment.getStore().getSource().get(connectionId) != null;
      return commit({ input, connections: loaded ? [connectionId] : [] });
    },
    [commit, environment],
  );
  return [create, isInFlight] as const;
}
