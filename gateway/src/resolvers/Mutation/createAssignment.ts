import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import { edgeOf } from '../../graphql/connections.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestAssignment } from '../../upstream/rest.js';
import { assignmentFields } from './assignmentFields.js';

export const createAssignment: MutationResolvers['createAssignment'] = async (_, { input }, { api }) => {
  const assignment = tag.assignment(
    await api.call<RestAssignment>({
      method: 'POST',
      path: '/assignments/create',
      body: {
        ...assignmentFields(input),
        ...withoutNulls({ clientMutationId: input.clientMutationId }),
        studyGroupId: idOf(input.studyGroupId, 'StudyGroup'),
      },
    }),
  );
  return { assignment, assignmentEdge: edgeOf(assignment) };
};
