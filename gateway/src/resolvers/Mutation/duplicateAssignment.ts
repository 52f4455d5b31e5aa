import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../graphql/connections.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';
import type { RestAssignment } from '../../upstream/rest.js';

export const duplicateAssignment: MutationResolvers['duplicateAssignment'] = async (_, { input }, { api }) => {
  const assignment = tag.assignment(
    await api.call<RestAssignment>({
      method: 'POST',
      path: `/assignments/duplicate/${idOf(input.id, 'Assignment')}`,
      body: { studyGroupId: idOf(input.studyGroupId, 'StudyGroup'), ...withoutNulls({ clientMutationId: input.clientMutationId }) },
    }),
  );
  return { assignment, assignmentEdge: edgeOf(assignment) };
};
