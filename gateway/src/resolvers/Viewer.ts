import type { OfflineKey } from '@aula/api';
import type { ViewerResolvers } from '../__generated__/resolvers.js';
import type { GatewayContext } from '../graphql/context.js';
import { checkFirst, connectionFromPage } from '../graphql/connections.js';
import { idOf, toGlobalId } from '../graphql/globalId.js';
import { tag } from '../graphql/parents.js';
import type { RestAssignmentAttempt, RestProfile, RestQuestion, RestQuestionExport, RestSession, RestStudyGroup } from '../upstream/rest.js';

type ExportArgs = { format: string; ids?: readonly string[] | null; assignmentId?: string | null };

/** One export per request and arguments: questionsExport and questionsExportSkipped asked together cost one call. */
const exports = new WeakMap<object, Map<string, Promise<RestQuestionExport>>>();

function exportOf({ format, ids, assignmentId }: ExportArgs, context: Pick<GatewayContext, 'api'>) {
  const key = JSON.stringify([format, ids ?? null, assignmentId ?? null]);
  let byArgs = exports.get(context);
  if (!byArgs) exports.set(context, (byArgs = new Map()));
  let pending = byArgs.get(key);
  if (!pending) {
    const query = {
      format,
      ids: ids?.map((id) => idOf(id, 'Question')),
      assignmentId: assignmentId ? idOf(assignmentId, 'Assignment') : undefined,
    };
    pending = context.api.call<RestQuestionExport>({ path: '/question/export/json', query });
    byArgs.set(key, pending);
  }
  return pending;
}

/** The caller's world: each field reads their user and profile from the loaders (once per request). */
export const Viewer = {
  user: async (_, __, { loaders }) => (await loaders.viewer()).user,
  profile: async (_, __, { loaders }) => (await loaders.viewer()).profile,

  async studyGroups(_, { first, after }, { api, loaders }) {
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

  async questionsExport(_, args, context) {
    return (await exportOf(args, context)).text;
  },

  async questionsExportSkipped(_, args, context) {
    return (await exportOf(args, context)).notExported.length;
  },

  async questions(_, { first, after, type, search, difficulty }, { api }) {
    const page = await api.response<RestQuestion[]>({
      path: '/question/getAll',
      // Blank search text is no filter (the api trims it).
      query: { isActive: true, type, difficulty, search: search?.trim() || undefined, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.question), page.nextCursor, after);
  },

  async assignmentAttempts(_, { first, after }, { api, loaders }) {
    const { profile } = await loaders.viewer();
    const page = await api.response<RestAssignmentAttempt[]>({
      path: '/assignments/getAttempts',
      query: { profileId: profile.id, limit: checkFirst(first), cursor: after },
    });
    return connectionFromPage(page.body.map(tag.assignmentAttempt), page.nextCursor, after);
  },

  async profiles(_, { search, excludeGroupId, first }, { api, loaders }) {
    // An empty search is ignored; at most 5 results; never the viewer. It matches usernames and first and last
    // names, ignoring case and accents; the names show only where the viewer may read them.
    if (!search?.trim()) return [];
    const { profile } = await loaders.viewer();
    const rows = await api.call<RestProfile[]>({
      path: '/profile/getAll',
      query: {
        search,
        excludeGroupId: excludeGroupId ? idOf(excludeGroupId, 'StudyGroup') : undefined,
        excludeProfileId: profile.id,
        limit: checkFirst(first, 5),
      },
    });
    return rows.map(tag.profile);
  },

  async sessions(_, __, { api }) {
    const sessions = await api.call<RestSession[]>({ path: '/auth/sessions' });
    return sessions.map((session) => ({ ...session, id: toGlobalId('Session', session.id) }));
  },

  // Read anew each time (never cached by the gateway): it is the key to what the viewer's browser keeps encrypted.
  offlineKey: async (_, __, { api }) => (await api.call<OfflineKey>({ path: '/profile/offlineKey' })).offlineKey,

  // The api's document as it wrote it, not parsed and written again.
  dataExport: (_, __, { api }) => api.call<string>({ path: '/profile/export', text: true }),

  async practiceQuestions(_, { studyGroupId, assignmentId, type, difficulty, first }, { api }) {
    const rows = await api.call<RestQuestion[]>({
      path: '/practice/questions',
      query: {
        studyGroupId: idOf(studyGroupId, 'StudyGroup'),
        assignmentId: assignmentId ? idOf(assignmentId, 'Assignment') : undefined,
        type,
        difficulty,
        limit: checkFirst(first, 100),
      },
    });
    return rows.map(tag.question);
  },
} satisfies ViewerResolvers;
