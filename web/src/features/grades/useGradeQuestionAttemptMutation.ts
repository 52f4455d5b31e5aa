import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useGradeQuestionAttemptMutation as Mutation } from '../../__generated__/useGradeQuestionAttemptMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/**
 * The group owner grades any answer (0 to 100) and/or comments on it. The payload carries the question attempt's
 * score, automatic score, comment and history, and the attempt's recomputed total and pending count; Relay merges
 * both by id, so every screen showing them updates at once, without a reload.
 */
export function useGradeQuestionAttemptMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useGradeQuestionAttemptMutation($input: GradeQuestionAttemptInput!) {
      gradeQuestionAttempt(input: $input) {
        questionAttempt {
          id
          score
          autoScore
          scoreOverridden
          feedback
          ...ScoreHistory_questionAttempt
        }
        assignmentAttempt {
          id
          score
          pendingCount
        }
      }
    }
  `);
  const grade = useCallback((id: string, change: { score?: number; feedback?: string }) => commit({ input: { id, ...change } }), [commit]);
  return [grade, isInFlight] as const;
}
