import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useUnlinkAssignmentQuestionMutation as Mutation } from '../../__generated__/useUnlinkAssignmentQuestionMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** Takes the question out of the assignment's `questions` list in the store. */
function dropQuestion(store: RecordSourceSelectorProxy, assignmentId: string, questionId: string) {
  const assignment = store.get(assignmentId);
  const questions = assignment?.getLinkedRecords('questions');
  if (!assignment || !questions) return;
  const remaining = questions.filter((question) => question?.getDataID() !== questionId);
  assignment.setLinkedRecords(remaining, 'questions');
  assignment.setValue(remaining.length, 'questionCount');
}

/**
 * Unlinks a question from an assignment (it stays in the bank). The question leaves the assignment's list at
 * once; the server's answer then brings the assignment's questions as they are. The question record itself is
 * not marked inactive: in the bank it is still active.
 */
export function useUnlinkAssignmentQuestionMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useUnlinkAssignmentQuestionMutation($input: UnlinkAssignmentQuestionInput!) {
      unlinkAssignmentQuestion(input: $input) {
        unlinkedQuestionId
        assignment {
          id
          questionCount
          ...AssignmentQuestionList_assignment
        }
      }
    }
  `);
  const unlink = useCallback(
    (assignmentId: string, questionId: string) =>
      commit(
        { input: { id: assignmentId, questionId } },
        {
          optimisticUpdater: (store) => dropQuestion(store, assignmentId, questionId),
          // Whatever the server sends, the unlinked question is not in this assignment any more.
          updater: (store) => dropQuestion(store, assignmentId, questionId),
        },
      ),
    [commit],
  );
  return [unlink, isInFlight] as const;
}
