import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../graphql/connections.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

export const createStudyGroup: MutationResolvers['createStudyGroup'] = async (_, { input }, { api }) => {
  const group = tag.studyGroup(
    await api.call<RestStudyGroup>({
      method: 'POST',
      path: '/study-group/create',
      body: {
        ...withoutNulls({
          name: input.name,
          isPublic: input.isPublic,
          requiresRequest: input.requiresRequest,
          clientMutationId: input.clientMutationId,
        }),
        description: input.description ?? null,
        profilesId: (input.memberIds ?? []).map((id) => idOf(id, 'Profile')),
      },
    }),
  );
  return { studyGroup: group, studyGroupEdge: edgeOf(group) };
};
