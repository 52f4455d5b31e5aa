import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAnswerLiveQuestionMutation as Mutation } from '../../../__generated__/useAnswerLiveQuestionMutation.graphql';
import type { AnswerInput } from '../../../questionKinds/kind';
import { useAsyncMutation } from '../../../relay/useAsyncMutation';

/**
 * Sends the player's answer to the open question; the game comes back with it as the viewer's last answer, so the
 * screen says 'Respuesta enviada' at once.
 */
export function useAnswerLiveQuestionMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useAnswerLiveQuestionMutation($input: AnswerLiveQuestionInput!) {
      answerLiveQuestion(input: $input) {
        liveGame {
          id
          ...PlayPage_liveGame
        }
      }
    }
  `);
  const answer = useCallback((liveGameId: string, input: AnswerInput) => commit({ input: { liveGameId, answer: input } }), [commit]);
  return [answer, isInFlight] as const;
}
