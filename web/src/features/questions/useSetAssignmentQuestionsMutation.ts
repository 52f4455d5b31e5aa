import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetAssignmentQuestionsMutation as Mutation } from '../../__generated__/useSetAssignmentQuestionsMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/**
 * An assignment's question list as it stands after a change (its count and its questions, in order): what this
 * mutation and createQuestion (linking a new question) answer, spread unmasked so the store's list follows.
 */
export const assignmentQuestionsFragment = graphql`
  fragment useSetAssignmentQuestionsMutation_assignment on Assignment {
    id
    questionCount
    questions {
      __typename
      ... on Node {
        id
      }
    }
  }
`;

/** Makes the picked questions the assignment's questions, in that order; the assignment's record follows. */
export function useSetAssignmentQuestionsMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useSetAssignmentQuestionsMutation($input: SetAssignmentQuestionsInput!) {
      setAssignmentQuestions(input: $input) {
        assignment {
          ...useSetAssignmentQuestionsMutation_assignment @relay(mask: false)
        }
      }
    }
  `);
  // confirmPractisedKeys: the teacher agreed to link questions whose solutions students saw in Modo Libre.
  const save = useCallback(
    (id: string, questionIds: string[], confirmPractisedKeys = false) =>
      commit({ input: { id, questionIds, ...(confirmPractisedKeys ? { confirmPractisedKeys } : {}) } }),
    [commit],
  );
  return [save, isInFlight] as const;
}
