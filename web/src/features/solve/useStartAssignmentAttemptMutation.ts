import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useStartAssignmentAttemptMutation as Mutation } from '../../__generated__/useStartAssignmentAttemptMutation.graphql';
import { getSealed, putSealed } from '../../offline/vault';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import { readUser } from '../../session/storage';

/** What is kept of the server's start on the device: a reload or a browser restart without a connection keeps it. */
export interface CachedStart {
  id: string;
  /** When the time runs out, ms on this device's clock (as counted at the start's answer); null: no time limit. */
  deadline: number | null;
}

const startKey = (userId: string, assignmentId: string) => `${userId}.start.${assignmentId}`;

/**
 * The last start the server gave `userId` for `assignmentId`, sealed on the device (vault 'screens'), or null. Offline,
 * the solve screen goes on with it: the submission carries its id, and a timed attempt keeps the deadline known then.
 */
export const cachedStart = (userId: string, assignmentId: string) => getSealed<CachedStart>('screens', startKey(userId, assignmentId));

function keepStart(assignmentId: string, start: CachedStart) {
  const userId = readUser()?.id;
  if (!userId) return;
  putSealed('screens', startKey(userId, assignmentId), userId, start).catch((error: unknown) => console.error('Keeping the start', error));
}

/**
 * Tells the server the student opened the assignment to solve it: a new start, or the open one resumed (a reload
 * keeps its deadline). Its id goes with the submission. `deadline` is when the time runs out on this device's
 * clock: now plus the seconds the server says are left, so a device whose clock is wrong still counts down right.
 * The start is kept on the device too (cachedStart), for opening the assignment again without a connection.
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
          # The answers saved on the server so far (SolvePage continues from them when newer than the device's).
          draft {
            step
            answers
            savedAt
          }
        }
      }
    }
  `);
  return useCallback(
    async (assignmentId: string) => {
      const { id, secondsLeft, draft } = (await commit({ input: { assignmentId } })).startAssignmentAttempt.attemptStart;
      const deadline = secondsLeft == null ? null : Date.now() + secondsLeft * 1000;
      keepStart(assignmentId, { id, deadline });
      return { id, deadline, draft: draft ?? null };
    },
    [commit],
  );
}
