import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { UploadableMap } from 'relay-runtime';
import type { useCreateQuestionMutation as Mutation } from '../../__generated__/useCreateQuestionMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { QuestionPayload, QuestionType } from '../../questionKinds/kind';
import { kindOfType } from '../../questionKinds/registry';
import { questionBankConnectionId } from './questionBankConnection';

/**
 * The payload as createQuestion/updateQuestion input plus its uploads: a new image of a kind that takes one travels
 * as the multipart file `input.<inputKey>.image`, with that variable null. A type without a kind here is refused
 * before anything is sent: 'Tipo de pregunta no soportado: {type}'.
 */
export function toQuestionInput(type: QuestionType, payload: QuestionPayload) {
  const kind = kindOfType(type);
  if (!kind) throw new Error(`Tipo de pregunta no soportado: ${type}`);
  const { image, statement, difficulty, explanation } = payload;
  const key = kind.inputKey;
  const kindInput = payload[key];
  const uploadables: UploadableMap | undefined = image && kind.takesImage ? { [`input.${key}.image`]: image } : undefined;
  return {
    input: {
      statement,
      difficulty,
      // Only when written (or emptied on update, ''): a question without one keeps the input it always had.
      ...(explanation != null ? { explanation } : {}),
      [key]: kind.takesImage ? { ...kindInput, image: null } : kindInput,
    },
    uploadables,
  };
}

/**
 * Creates a question (and, with assignmentId, adds it to that assignment). The new question goes first in the
 * bank when the bank is in the store, and the assignment's question list is updated.
 */
export function useCreateQuestionMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useCreateQuestionMutation($input: CreateQuestionInput!, $connections: [ID!]!) {
      createQuestion(input: $input) {
        questionEdge @prependEdge(connections: $connections) {
          cursor
          node {
            __typename
            ... on Node {
              id
            }
            ...QuestionCard_question
          }
        }
        assignment {
          ...useSetAssignmentQuestionsMutation_assignment @relay(mask: false)
        }
      }
    }
  `);
  const environment = useRelayEnvironment();
  const create = useCallback(
    (type: QuestionType, payload: QuestionPayload, assignmentId?: string | null, clientMutationId?: string) => {
      const { input, uploadables } = toQuestionInput(type, payload);
      // Only a bank already in the store gets the edge; otherwise the bank's own query brings the question.
      const bank = questionBankConnectionId();
      const connections = environment.getStore().getSource().get(bank) ? [bank] : [];
      return commit(
        { input: { ...input, assignmentId: assignmentId || null, clientMutationId: clientMutationId ?? null }, connections },
        { uploadables },
      );
    },
    [commit, environment],
  );
  return [create, isInFlight] as const;
}
