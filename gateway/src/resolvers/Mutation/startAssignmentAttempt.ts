import type { AttemptStart } from '@aula/api';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';

export const startAssignmentAttempt: MutationResolvers['startAssignmentAttempt'] = async (_, { input }, { api }) => {
  const result = await api.response<AttemptStart>({
    method: 'POST',
    path: '/assignments/startAttempt',
    body: { assignmentId: idOf(input.assignmentId, 'Assignment') },
  });
  const { id, startedAt, deadlineAt, secondsLeft } = result.body;
  // 200: the viewer's open start, resumed; 201: a new one.
  return { attemptStart: { id: toGlobalId('AttemptStart', id), startedAt, deadlineAt, secondsLeft }, resumed: result.status === 200 };
};
