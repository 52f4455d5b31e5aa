import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useUpdateQuestionMutation as Mutation } from '../../__generated__/useUpdateQuestionMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { QuestionPayload, QuestionType } from './questionPayload';
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
          ...TrueOrFalseForm_question @alias(as: "trueOrFalse")
          ...FillBlanksForm_question @alias(as: "fillBlanks")
          ...MatchColumnsForm_question @alias(as: "matchColumns")
          ...MultipleAnswerForm_question @alias(as: "multipleAnswer")
          ...ShortAnswerForm_question @alias(as: "shortAnswer")
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
