import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetAssignmentQuestionsMutation as Mutation } from '../../__generated__/useSetAssignmentQuestionsMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Makes the picked questions the assignment's questions, in that order; the assignment's record follows. */
export function useSetAssignmentQuestionsMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useSetAssignmentQuestionsMutation($input: SetAssignmentQuestionsInput!) {
      setAssignmentQuestions(input: $input) {
        assignment {
          id
          questionCount
          questions {
            __typename
            ... on Node {
              id
            }
          }
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
