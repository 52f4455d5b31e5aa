import type { QueryResolvers } from '../../__generated__/resolvers.js';
import type { Api } from '../../upstream/api.js';
import { fromGlobalId } from '../../graphql/globalId.js';
import type { StudyGroupParent } from '../../graphql/parents.js';
import { loadNode } from './loadNode.js';

export const node: QueryResolvers['node'] = async (_, { id }, { loaders, api }) => {
  const found = await loadNode(id, loaders);
  if (fromGlobalId(id).kind === 'StudyGroup') await openedByMember(found as StudyGroupParent, api);
  return found;
};

/**
 * A member opening a group (its page asks for it by id) reads it through the api's getOne too, which tells the api
 * they have seen it: from then on its owner may read their names, if the owner added them (for the owner, a no-op).
 * Outsiders, who see no member ids, skip it.
 */
async function openedByMember(group: StudyGroupParent, api: Api) {
  if (group.profilesId.length > 0) await api.call({ path: '/study-group/getOne', query: { id: group.id } });
}
