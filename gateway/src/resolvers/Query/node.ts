import type { QueryResolvers } from '../../__generated__/resolvers.js';
import { loadNode } from './loadNode.js';

export const node: QueryResolvers['node'] = (_, { id }, { loaders }) => loadNode(id, loaders);
