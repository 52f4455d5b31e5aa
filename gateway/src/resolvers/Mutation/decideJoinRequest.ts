import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf } from '../../graphql/globalId.js';
import { tag } from '../../graphql/parents.js';
import type { RestJoinRequestDecision } from '../../upstream/rest.js';

const decide =
  (path: 'approve' | 'reject'): MutationResolvers['approveJoinRequest'] =>
  async (_, { input }, { api }) => {
    const result = await api.call<RestJoinRequestDecision>({ method: 'PATCH', path: `/join-request/${path}/${idOf(input.id, 'JoinRequest')}` });
    return { joinRequest: tag.joinRequest(result.joinRequest), studyGroup: tag.studyGroup(result.studyGroup) };
  };

/** The group's owner approves (the requester becomes a member) or rejects a pending request. */
export const approveJoinRequest = decide('approve');
export const rejectJoinRequest = decide('reject');
