import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { AnswerInput, useCheckPracticeAnswerMutation as Mutation } from '../../__generated__/useCheckPracticeAnswerMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Checks a practice answer: right or wrong, the score and the question in its author's view (its key). Nothing is stored, no grade changes. */
export function useCheckPracticeAnswerMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useCheckPracticeAnswerMutation($input: CheckPracticeAnswerInput!) {
      checkPracticeAnswer(input: $input) {
        correct
        score
        question {
          ...AnswerKey_question
          ... on QuestionCommon {
            explanation
          }
        }
      }
    }
  `);
  const check = useCallback(
    async (answer: AnswerInput) => (await commit({ input: { questionId: answer.questionId, answer } })).checkPracticeAnswer,
    [commit],
  );
  return [check, isInFlight] as const;
}
