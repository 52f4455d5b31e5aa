import type { AttemptStart } from '@aula/api';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';

/** The api's start as the schema's AttemptStart: its global id, and its draft (the student's alone) as sent. */
export const attemptStartNode = ({ id, startedAt, deadlineAt, secondsLeft, draft }: AttemptStart) => ({
  id: toGlobalId('AttemptStart', id),
  startedAt,
  deadlineAt,
  secondsLeft,
  draft,
});

export const startAssignmentAttempt: MutationResolvers['startAssignmentAttempt'] = async (_, { input }, { api }) => {
  const result = await api.response<AttemptStart>({
    method: 'POST',
    path: '/assignments/startAttempt',
    body: { assignmentId: idOf(input.assignmentId, 'Assignment') },
  });
  // 200: the viewer's open start, resumed (with its draft); 201: a new one.
  return { attemptStart: attemptStartNode(result.body), resumed: result.status === 200 };
};
