import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, generateClientID, ROOT_ID, type UploadableMap } from 'relay-runtime';
import type { useImportQuestionsMutation as Mutation } from '../__generated__/useImportQuestionsMutation.graphql';
import { useAsyncMutation } from '../relay/useAsyncMutation';
import type { KnownFormat } from './guessFormat';

/**
 * The question bank's connection (features/questions' QuestionList, key QuestionBankPage_questions) on the viewer's
 * client record: the imported questions go first in it.
 */
const questionBankConnectionId = () => ConnectionHandler.getConnectionID(generateClientID(ROOT_ID, 'viewer'), 'QuestionBankPage_questions');

/** What to import: a file (sent as the multipart upload `input.file`) or pasted text. */
export type ImportSource = { file: File } | { text: string };

/**
 * importQuestions: with `dryRun` only the preview (nothing is created, the store is not changed); otherwise the
 * questions are created (or reused) and go first in the bank when the bank is in the store, and the assignment's
 * question list is updated when one was given.
 */
export function useImportQuestionsMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useImportQuestionsMutation($input: ImportQuestionsInput!, $connections: [ID!]!) {
      importQuestions(input: $input) {
        imported
        problems {
          line
          message
          warning
        }
        questions @prependNode(connections: $connections, edgeTypeName: "QuestionEdge") {
          __typename
          ... on QuestionCommon {
            # The assignment's question list (edit screen) reads it: the new ones show there at once.
            isActive
          }
          ...ImportPreview_question
          ...QuestionCard_question
        }
        assignment {
          ...useSetAssignmentQuestionsMutation_assignment @relay(mask: false)
        }
      }
    }
  `);
  const environment = useRelayEnvironment();
  const run = useCallback(
    (
      format: KnownFormat,
      source: ImportSource,
      // confirmPractisedKeys: the teacher agreed to add to a graded assignment questions students saw solved in Modo Libre.
      { dryRun, assignmentId, confirmPractisedKeys = false }: { dryRun: boolean; assignmentId?: string | null; confirmPractisedKeys?: boolean },
    ) => {
      const bank = questionBankConnectionId();
      const connections = !dryRun && environment.getStore().getSource().get(bank) ? [bank] : [];
      const uploadables: UploadableMap | undefined = 'file' in source ? { 'input.file': source.file } : undefined;
      return commit(
        {
          input: {
            format,
            text: 'text' in source ? source.text : null,
            file: null,
            assignmentId: assignmentId || null,
            dryRun,
            ...(confirmPractisedKeys ? { confirmPractisedKeys } : {}),
          },
          connections,
        },
        { uploadables },
      );
    },
    [commit, environment],
  );
  return [run, isInFlight] as const;
}
