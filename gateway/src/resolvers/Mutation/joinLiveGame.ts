import { liveGameMessages } from '@aula/common';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../__generated__/resolvers.js';
import { defaultLeaderboardFirst } from '../../graphql/liveGameLoaders.js';
import { tag } from '../../graphql/parents.js';
import type { RestLiveGame } from '../../upstream/rest.js';

/** The gateway answers a REST 404 or 403 with the generic text; a PIN typed in class is told what went wrong. */
const explained: Record<string, string> = { NOT_FOUND: liveGameMessages.unknownPin, FORBIDDEN: liveGameMessages.notMember };

export const joinLiveGame: MutationResolvers['joinLiveGame'] = async (_, { input }, { api }) => {
  const game = await api.call<RestLiveGame>({ method: 'POST', path: '/liveGames/join', body: { pin: input.pin } }).catch((error: unknown) => {
    const code = error instanceof GraphQLError ? String(error.extensions.code) : '';
    throw explained[code] ? new GraphQLError(explained[code], { extensions: { code } }) : error;
  });
  return { liveGame: tag.liveGame(game, defaultLeaderboardFirst) };
};
