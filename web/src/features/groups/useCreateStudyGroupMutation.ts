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
        pictureError
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
    (input: CreateStudyGroupInput, picture: File | null = null) => {
      // Opened straight from a link, the list was never loaded: nothing to append to (it loads fresh later).
      const connectionId = groupListConnectionId();
      const loaded = environment.getStore().getSource().get(connectionId) != null;
      // The picture travels as a multipart upload (GraphQL multipart request spec) in input.picture.
      return commit(
        { input: picture ? { ...input, picture: null } : input, connections: loaded ? [connectionId] : [] },
        picture ? { uploadables: { 'input.picture': picture } } : {},
      );
    },
    [commit, environment],
  );
  return [create, isInFlight] as const;
}
