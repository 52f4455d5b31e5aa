import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type {
  useSubmitAssignmentAttemptMutation as Mutation,
  SubmitAssignmentAttemptInput,
} from '../__generated__/useSubmitAssignmentAttemptMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';

/**
 * The mutation's input: the assignment, the answers and a client submission id made once per submission (the
 * server counts a submission with the same id only once); `attemptStartId`, the start the screen got when it
 * opened; `savedAt` when it was kept offline (it counts as of then, if between the start and its arrival).
 */
export type Submission = SubmitAssignmentAttemptInput;

/** Sends a student's answers; the server grades them and answers with the attempt (and its score). */
export function useSubmitAssignmentAttemptMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useSubmitAssignmentAttemptMutation($input: SubmitAssignmentAttemptInput!) {
      submitAssignmentAttempt(input: $input) {
        alreadySubmitted
        assignmentAttempt {
          id
          score
          pendingCount
          submittedAt
          late
          # The overview and the grades read the attempts left and the grade from the store.
          assignment {
            id
            viewerAttemptsLeft
            viewerGrade
          }
        }
      }
    }
  `);
  const submit = useCallback(
    async ({ assignmentId, clientSubmissionId, answers, savedAt, attemptStartId }: Submission) =>
      (await commit({ input: { assignmentId, clientSubmissionId, answers, savedAt, attemptStartId } })).submitAssignmentAttempt,
    [commit],
  );
  return [submit, isInFlight] as const;
}
