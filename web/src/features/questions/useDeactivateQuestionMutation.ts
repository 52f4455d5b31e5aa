import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeactivateQuestionMutation as Mutation } from '../../__generated__/useDeactivateQuestionMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Deactivates a question; it leaves the bank at once (optimistically) and returns if the server refuses. */
export function useDeactivateQuestionMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
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
  `);
  const deactivate = useCallback(
    /** typename: the question's GraphQL type (TrueOrFalseQuestion, …), for the optimistic record. */
    (id: string, typename: string, connectionId: string) =>
      commit(
        { input: { id }, connections: [connectionId] },
        {
          optimisticResponse: {
            deactivateQuestion: { deactivatedQuestionId: id, question: { __typename: typename, id, isActive: false } },
          },
        },
      ),
    [commit],
  );
  return [deactivate, isInFlight] as const;
}
