import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestJoinRequest } from '../../upstream/rest.js';

/** The requester withdraws their own pending request. */
export const cancelJoinRequest: MutationResolvers['cancelJoinRequest'] = async (_, { input }, { api }) => {
  const id = idOf(input.id, 'JoinRequest');
  const result = await api.call<{ joinRequest: RestJoinRequest }>({ method: 'PATCH', path: `/join-request/cancel/${id}` });
  return { joinRequest: tag.joinRequest(result.joinRequest), cancelledJoinRequestId: toGlobalId('JoinRequest', id) };
};
