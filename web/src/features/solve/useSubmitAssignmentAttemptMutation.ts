import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSubmitAssignmentAttemptMutation as Mutation } from '../../__generated__/useSubmitAssignmentAttemptMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { Answer } from './answers';

export interface Submission {
  assignmentId: string;
  /** Made once per submission; the server counts a submission with the same id only once. */
  clientSubmissionId: string;
  answers: Answer[];
}

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
        }
      }
    }
  `);
  const submit = useCallback(
    async ({ assignmentId, clientSubmissionId, answers }: Submission) =>
      (await commit({ input: { assignmentId, clientSubmissionId, answers } })).submitAssignmentAttempt,
    [commit],
  );
  return [submit, isInFlight] as const;
}
