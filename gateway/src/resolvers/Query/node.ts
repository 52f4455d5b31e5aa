import type { QueryResolvers, ResolversParentTypes } from '../../__generated__/resolvers.js';
import { fromGlobalId } from '../../graphql/globalId.js';
import { readConnectionsAlone } from './connectionsAlone.js';
import { loadNode } from './loadNode.js';

export const node: QueryResolvers['node'] = async (_, { id: globalId }, context, info) => {
  const { kind, id } = fromGlobalId(globalId);
  const reference = await readConnectionsAlone(kind, id, context, info);
  // Only `id`, `__typename` and the connections read above are resolved on it, and their resolvers read `id` alone.
  if (reference) return reference as unknown as ResolversParentTypes['Node'];
  // A member opening a group (its page asks for it by id) tells the api they have seen it, in the same read: from
  // then on its owner may read their names, if the owner added them.
  if (kind === 'StudyGroup') return context.loaders.openedStudyGroups.load(id);
  return loadNode(globalId, context.loaders);
};
