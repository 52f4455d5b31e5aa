import { joinMessages } from '@aula/common';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';

/** A member who is not the owner leaves; not a member and no such group are one NOT_FOUND, said plainly. */
export const leaveStudyGroup: MutationResolvers['leaveStudyGroup'] = async (_, { input }, { api }) => {
  const groupId = idOf(input.studyGroupId, 'StudyGroup');
  const result = await api
    .call<{ studyGroup: RestStudyGroup }>({ method: 'PATCH', path: `/study-group/leave/${groupId}` })
    .catch((error: unknown) => {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
        throw new GraphQLError(joinMessages.notAMember, { extensions: { code: 'NOT_FOUND' } });
      }
      throw error;
    });
  return { studyGroup: tag.studyGroup(result.studyGroup), leftStudyGroupId: toGlobalId('StudyGroup', groupId) };
};
