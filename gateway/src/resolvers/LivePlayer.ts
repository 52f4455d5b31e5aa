import type { LivePlayerResolvers } from '../__generated__/resolvers.js';

export const LivePlayer = {
  profile: (player, _, { loaders }) => loaders.profiles.load(player.profileId),
} satisfies LivePlayerResolvers;
