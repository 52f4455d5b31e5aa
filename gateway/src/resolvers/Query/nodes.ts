import type { QueryResolvers } from '../../__generated__/resolvers.js';
import { badUserInput } from '../../graphql/errors.js';
import { loadNode } from './loadNode.js';

export const nodes: QueryResolvers['nodes'] = (_, { ids }, { loaders }) => {
  if (ids.length > 100) throw badUserInput('Se admiten como máximo 100 ids');
  // A list of promises, one an id: graphql-js gives an unreadable id null in its place (and an error entry),
  // not a failed list.
  return ids.map((id) => loadNode(id, loaders));
};
