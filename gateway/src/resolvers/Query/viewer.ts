import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../__generated__/resolvers.js';

/** The viewer: null (not an error) without a valid token. */
export const viewer: QueryResolvers['viewer'] = async (_, __, { token, loaders }) => {
  if (!token) return null;
  try {
    await loaders.viewer();
    return {};
  } catch (error) {
    // A stale or forged token is the same as none: the client sees null and logs in again.
    if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
};
