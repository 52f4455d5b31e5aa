import type { GatewayContext } from '../context.js';
import { checkFirst, connectionFromPage } from '../connections.js';
import { idOf } from '../globalId.js';
import { tag } from '../parents.js';
import { type RestAssignmentAttempt, type RestProfile, type RestQuestion, type RestStudyGroup } from '../rest.js';

interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export const Viewer = {
  user: async (_: unknown, __: unknown, { loaders }: GatewayContext) => (await loaders.viewer()).user,
  profile: async (_: unknown, __: unknown, { loaders }: GatewayContext) => (await loaders.viewer()).profile,

  async studyGroups(_: unknown, { first, after }: PageArgs, { api, loaders }: GatewayContext) {
    const page = await api.response<RestStudyGroup[]>({
      path: '/study-group/getAll',
      query: { isActive: true, limit: checkFirst(first), cursor: after },
    });
    const nodes = page.body.map((g) => {
      const group = tag.studyGroup(g);
      loaders.studyGroups.prime(group.id, group);
      return group;
    });
    return connectionFromPage(nodes, page.nextCursor, after);
  },

  async questions(_: unknown, { first, after, type }: PageArgs & { type?: string | null }, { api }: GatewayContext) {
    const page = await api.response<RestQuestion[]>({
      path: '/question/getAll',
      query: { isActive: true, type, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.question), page.nextCursor, after);
  },

  async assignmentAttempts(_: unknown, { first, after }: PageArgs, { api, loaders }: GatewayContext) {
    const { profile } = await loaders.viewer();
    const page = await api.response<RestAssignmentAttempt[]>({
      path: '/assignments/getAttempts',
      query: { profileId: profile.id, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.assignmentAttempt), page.nextCursor, after);
  },

  async profiles(
    _: unknown,
    { search, excludeGroupId, first }: { search?: string | null; excludeGroupId?: string | null; first?: number | null },
    { api, loaders }: GatewayContext,
  ) {
    // SPEC.md section 5: an empty search is ignored; at most 5 results; never the viewer.
    if (!search?.trim()) return [];
    const { profile } = await loaders.viewer();
    const rows = await api.call<RestProfile[]>({
      path: '/profile/getAll',
      query: {
        username: search,
        excludeGroupId: excludeGroupId ? idOf(excludeGroupId, 'StudyGroup') : undefined,
        excludeProfileId: profile.id,
        limit: checkFirst(first, 5),
      },
    });
    return rows.map(tag.profile);
  },
};
