import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeactivateQuestionMutation as Mutation } from '../../__generated__/useDeactivateQuestionMutation.graphql';
import { useDeactivateMutation } from '../../relay/useDeactivateMutation';

const mutation = graphql`
  mutation useDeactivateQuestionMutation($input: DeactivateQuestionInput!, $connections: [ID!]!) {
    deactivateQuestion(input: $input) {
      deactivatedQuestionId @deleteEdge(connections: $connections)
      question {
        __typename
        ... on QuestionCommon {
          id
          isActive
        }
      }
    }
  }
`;

/**
 * Deactivates a question; it leaves the bank at once (optimistically) and returns if the server refuses.
 * typename: the question's GraphQL type (TrueOrFalseQuestion, …), for the optimistic record.
 */
export function useDeactivateQuestionMutation(typename: string) {
  const optimistic = useCallback(
    (id: string): Mutation['response'] => ({
      deactivateQuestion: { deactivatedQuestionId: id, question: { __typename: typename, id, isActive: false } },
    }),
    [typename],
  );
  return useDeactivateMutation<Mutation>(mutation, optimistic);
}
