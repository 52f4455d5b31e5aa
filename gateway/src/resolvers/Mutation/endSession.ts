import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { idOf, toGlobalId } from '../../graphql/globalId.js';
import type { RestEndedSession } from '../../upstream/rest.js';

/** Another person's session, an ended one or a malformed id: NOT_FOUND alike, so nothing tells them apart. */
export const endSession: MutationResolvers['endSession'] = async (_, { input }, { api }) => {
  const { endedSessionId } = await api.call<RestEndedSession>({ method: 'DELETE', path: `/auth/sessions/${idOf(input.id, 'Session')}` });
  return { endedSessionId: toGlobalId('Session', endedSessionId) };
};
