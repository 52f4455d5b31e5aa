import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useStartAssignmentAttemptMutation as Mutation } from '../../__generated__/useStartAssignmentAttemptMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/**
 * Tells the server the student opened the assignment to solve it: a new start, or the open one resumed (a reload
 * keeps its deadline). Its id goes with the submission. `deadline` is when the time runs out on this device's
 * clock: now plus the seconds the server says are left, so a device whose clock is wrong still counts down right.
 */
export function useStartAssignmentAttemptMutation() {
  const [commit] = useAsyncMutation<Mutation>(graphql`
    mutation useStartAssignmentAttemptMutation($input: StartAssignmentAttemptInput!) {
      startAssignmentAttempt(input: $input) {
        attemptStart {
          id
          startedAt
          deadlineAt
          secondsLeft
        }
      }
    }
  `);
  return useCallback(
    async (assignmentId: string) => {
      const { id, secondsLeft } = (await commit({ input: { assignmentId } })).startAssignmentAttempt.attemptStart;
      return { id, deadline: secondsLeft == null ? null : Date.now() + secondsLeft * 1000 };
    },
    [commit],
  );
}
