import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { badUserInput, notFound } from '../errors.js';
import { fromGlobalId, type IdKind } from '../globalId.js';
import type { Loaders } from '../loaders.js';

const loaderOf: Record<IdKind, (loaders: Loaders, id: string) => Promise<unknown>> = {
  User: async (loaders, id) => {
    // Only your own account is readable.
    const { user } = await loaders.viewer();
    if (user.id !== id) throw notFound();
    return user;
  },
  Profile: (loaders, id) => loaders.profiles.load(id),
  StudyGroup: (loaders, id) => loaders.studyGroups.load(id),
  Assignment: (loaders, id) => loaders.assignments.load(id),
  Question: (loaders, id) => loaders.questions.load(id),
  AssignmentAttempt: (loaders, id) => loaders.assignmentAttempts.load(id),
  QuestionAttempt: (loaders, id) => loaders.questionAttempts.load(id),
};

/** Async, so a malformed id rejects (one null in `nodes`) instead of throwing out of the whole list. */
async function loadNode(globalId: string, { loaders }: GatewayContext) {
  const { kind, id } = fromGlobalId(globalId);
  return loaderOf[kind](loaders, id);
}

export const Query = {
  async viewer(_: unknown, __: unknown, context: GatewayContext) {
    if (!context.token) return null;
    try {
      await context.loaders.viewer();
      return {};
    } catch (error) {
      // A stale or forged token is the same as none: the client sees null and logs in again.
      if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  },
  node: (_: unknown, { id }: { id: string }, context: GatewayContext) => loadNode(id, context),
  nodes: (_: unknown, { ids }: { ids: string[] }, context: GatewayContext) => {
    if (ids.length > 100) throw badUserInput('Se admiten como máximo 100 ids');
    // One unreadable id gives null in its place (and an error entry), not a failed list.
    return ids.map((id) => loadNode(id, context).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
  },
};
