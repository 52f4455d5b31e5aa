import type { QueryResolvers } from '../../__generated__/resolvers.js';
import { checkFirst, connectionFromPage } from '../../graphql/connections.js';
import { tag } from '../../graphql/parents.js';
import type { RestStudyGroup } from '../../upstream/rest.js';

export const publicStudyGroups: QueryResolvers['publicStudyGroups'] = async (_, { search, first, after }, { api }) => {
  const page = await api.response<RestStudyGroup[]>({
    path: '/study-group/public',
    query: { search: search?.trim() || undefined, limit: checkFirst(first), cursor: after },
  });
  return connectionFromPage(page.body.map(tag.studyGroup), page.nextCursor, after);
};
