import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useLeaveStudyGroupMutation as Mutation } from '../../__generated__/useLeaveStudyGroupMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { groupListConnectionId } from './useCreateStudyGroupMutation';

/** The viewer leaves a group they do not own; it leaves their groups list at once. */
export function useLeaveStudyGroupMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useLeaveStudyGroupMutation($input: LeaveStudyGroupInput!, $connections: [ID!]!) {
      leaveStudyGroup(input: $input) {
        leftStudyGroupId @deleteEdge(connections: $connections)
        studyGroup {
          id
          name
        }
      }
    }
  `);
  const leave = useCallback((studyGroupId: string) => commit({ input: { studyGroupId }, connections: [groupListConnectionId()] }), [commit]);
  return [leave, isInFlight] as const;
}
