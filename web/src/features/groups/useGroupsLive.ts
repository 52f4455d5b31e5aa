import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useGroupsLiveSubscription } from '../../__generated__/useGroupsLiveSubscription.graphql';

const subscription = graphql`
  subscription useGroupsLiveSubscription {
    notificationAdded {
      id
      kind
      studyGroup {
        id
        ...GroupListPage_studyGroup
      }
      actor {
        id
        ...GroupMembersPage_member
      }
    }
  }
`;

/** Appends `node` to `connection` unless it is there already (a refetch or the viewer's own mutation put it there). */
function appendOnce(store: RecordSourceSelectorProxy, connection: RecordProxy | null | undefined, node: RecordProxy, edgeType: string) {
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID())) return;
  ConnectionHandler.insertEdgeAfter(connection, ConnectionHandler.createEdge(store, connection, node, edgeType));
}

/**
 * Keeps the open groups screens current from the live notifications, without navigating: a decided join request
 * takes the pending request off the student's list and, approved (or added by the owner), puts the group in it;
 * a student who joins appears at once on the owner's members list.
 */
export function useGroupsLive() {
  const config = useMemo<GraphQLSubscriptionConfig<useGroupsLiveSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const added = store.getRootField('notificationAdded');
        const group = added?.getLinkedRecord('studyGroup');
        if (!added || !group) return;
        const kind = added.getValue('kind');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        if (viewer && (kind === 'JOIN_APPROVED' || kind === 'JOIN_REJECTED' || kind === 'ADDED_TO_GROUP')) {
          const requests = ConnectionHandler.getConnection(viewer, 'GroupListPage_joinRequests', { status: 'PENDING' });
          for (const edge of requests?.getLinkedRecords('edges') ?? []) {
            const request = edge?.getLinkedRecord('node');
            if (requests && request?.getLinkedRecord('studyGroup')?.getDataID() === group.getDataID())
              ConnectionHandler.deleteNode(requests, request.getDataID());
          }
          if (kind !== 'JOIN_REJECTED')
            appendOnce(store, ConnectionHandler.getConnection(viewer, 'GroupListPage_studyGroups'), group, 'StudyGroupEdge');
        }
        const actor = added.getLinkedRecord('actor');
        if (kind === 'MEMBER_JOINED' && actor)
          appendOnce(store, ConnectionHandler.getConnection(group, 'GroupMembersPage_members'), actor, 'ProfileEdge');
      },
    }),
    [],
  );
  useSubscription(config);
}
