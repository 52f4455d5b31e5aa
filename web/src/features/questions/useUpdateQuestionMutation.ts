import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUpdateQuestionMutation as Mutation } from '../../__generated__/useUpdateQuestionMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { QuestionPayload, QuestionType } from '../../questionKinds/kind';
import { toQuestionInput } from './useCreateQuestionMutation';

/** Saves a question; the bank's card and the form read the new values from the store at once. */
export function useUpdateQuestionMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useUpdateQuestionMutation($input: UpdateQuestionInput!) {
      updateQuestion(input: $input) {
        question {
          __typename
          ... on Node {
            id
          }
          ...QuestionCard_question
          ...QuestionForm_question
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, type: QuestionType, payload: QuestionPayload) => {
      const { input, uploadables } = toQuestionInput(type, payload);
      return commit({ input: { id, ...input } }, { uploadables });
    },
    [commit],
  );
  return [update, isInFlight] as const;
}
