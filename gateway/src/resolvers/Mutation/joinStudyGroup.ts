import { joinMessages } from '@aula/common';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { edgeOf } from '../../graphql/connections.js';
import { badUserInput } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestJoinRequest, RestStudyGroup } from '../../upstream/rest.js';

type Joined = { studyGroup: RestStudyGroup | null; joinRequest: RestJoinRequest | null };

/**
 * The gateway answers a REST 404 with the generic text; joining says what to check instead. The api answers every
 * group a stranger may not learn about alike (no such code, a replaced or deactivated group's; by id, no such group,
 * a private or deactivated one), so the message follows only what the viewer sent; an id that is no group's id at all
 * is answered the same.
 */
function explain(error: unknown, input: { code?: string | null }): never {
  if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
    throw new GraphQLError(input.code != null ? joinMessages.unknownCode : joinMessages.codeOnly, { extensions: { code: 'NOT_FOUND' } });
  }
  throw error;
}

export const joinStudyGroup: MutationResolvers['joinStudyGroup'] = async (_, { input }, { api }) => {
  if ((input.code == null) === (input.studyGroupId == null)) throw badUserInput(joinMessages.codeOrGroup);
  let result: Joined;
  try {
    const body = input.code != null ? { code: input.code } : { studyGroupId: idOf(input.studyGroupId!, 'StudyGroup') };
    result = await api.call<Joined>({ method: 'POST', path: '/study-group/join', body });
  } catch (error) {
    explain(error, input);
  }
  const studyGroup = result.studyGroup && tag.studyGroup(result.studyGroup);
  return {
    studyGroup,
    joinRequest: result.joinRequest && tag.joinRequest(result.joinRequest),
    studyGroupEdge: studyGroup && edgeOf(studyGroup),
  };
};
