import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCommentAssignmentAttemptMutation as Mutation } from '../../__generated__/useCommentAssignmentAttemptMutation.graphql';
import { useAsyncMutation } from '../../relay/useAsyncMutation';

/** The group owner's comment on a whole attempt (empty clears it); Relay merges it by id. */
export function useCommentAssignmentAttemptMutation() {
  const [commit, isInFlight] = useAsyncMutation<Mutation>(graphql`
    mutation useCommentAssignmentAttemptMutation($input: CommentAssignmentAttemptInput!) {
      commentAssignmentAttempt(input: $input) {
        assignmentAttempt {
          id
          feedback
        }
      }
    }
  `);
  const comment = useCallback((id: string, feedback: string) => commit({ input: { id, feedback } }), [commit]);
  return [comment, isInFlight] as const;
}
