import { joinMessages } from '@aula/common';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../connections.js';
import { badUserInput } from '../../errors.js';
import { idOf } from '../../globalId.js';
import { tag } from '../../parents.js';
import type { RestJoinRequest, RestStudyGroup } from '../../rest.js';

/**
 * The gateway answers a REST 404 or 403 with the generic text; joining says why instead (unknown or replaced code,
 * deactivated group, a private group without its code), keeping the code.
 */
function explain(error: unknown, input: { code?: string | null }): never {
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    if (code === 'NOT_FOUND') {
      const message = input.code != null ? joinMessages.unknownCode : joinMessages.codeOnly;
      throw new GraphQLError(message, { extensions: { code } });
    }
    if (code === 'FORBIDDEN') throw new GraphQLError(joinMessages.codeOnly, { extensions: { code } });
  }
  throw error;
}

export const joinStudyGroup: MutationResolvers['joinStudyGroup'] = async (_, { input }, { api }) => {
  if ((input.code == null) === (input.studyGroupId == null)) throw badUserInput(joinMessages.codeOrGroup);
  const body = input.code != null ? { code: input.code } : { studyGroupId: idOf(input.studyGroupId!, 'StudyGroup') };
  const result = await api
    .call<{ studyGroup: RestStudyGroup | null; joinRequest: RestJoinRequest | null }>({ method: 'POST', path: '/study-group/join', body })
    .catch((error: unknown) => explain(error, input));
  const studyGroup = result.studyGroup && tag.studyGroup(result.studyGroup);
  return {
    studyGroup,
    joinRequest: result.joinRequest && tag.joinRequest(result.joinRequest),
    studyGroupEdge: studyGroup && edgeOf(studyGroup),
  };
};
