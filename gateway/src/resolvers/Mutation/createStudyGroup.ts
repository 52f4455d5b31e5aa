import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../graphql/connections.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import { imageForm } from '../../upstream/imageForm.js';
import type { RestStudyGroup } from '../../upstream/rest.js';
import { withoutNulls } from '../../graphql/withoutNulls.js';

/**
 * Creates the group, then stores its picture when one came (a retry with the same clientMutationId sends it again).
 * A picture refused after the group exists (not an image, too large) leaves the group as created, and `pictureError`
 * says why: the group is no longer undone, so failing the whole mutation would hide that it was made.
 */
export const createStudyGroup: MutationResolvers['createStudyGroup'] = async (_, { input }, { api }) => {
  let created = await api.call<RestStudyGroup>({
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
  });
  let pictureError: string | null = null;
  if (input.picture) {
    try {
      created = await api.call<RestStudyGroup>({
        method: 'POST',
        path: `/study-group/uploadPicture/${created.id}`,
        form: await imageForm(input.picture),
      });
    } catch (error) {
      if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') throw error;
      pictureError = error.message;
    }
  }
  const group = tag.studyGroup(created);
  return { studyGroup: group, studyGroupEdge: edgeOf(group), pictureError };
};
