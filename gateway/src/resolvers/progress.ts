import type { StudyGroupResolvers, ViewerResolvers } from '../__generated__/resolvers.js';
import { checkFirst } from '../graphql/connections.js';
import { loadAll } from '../graphql/loaders.js';
import type { RestGroupProgress, RestOwnProgress } from '../upstream/rest.js';

/** StudyGroup.progress: the group dashboard's numbers for its owner, null for anyone else (no call to the api). */
export const StudyGroupProgress = {
  async progress(group, _, { api, loaders }) {
    if (group.ownerId !== (await loaders.viewer()).profile.id) return null;
    const { assignments: rows } = await api.call<RestGroupProgress>({ path: `/progress/study-group/${group.id}` });
    const assignments = await loadAll(
      loaders.assignments,
      rows.map((row) => row.assignmentId),
    );
    return rows.map(({ assignmentId: _id, ...row }, i) => ({ ...row, assignment: assignments[i]! }));
  },
} satisfies StudyGroupResolvers;

/** Viewer.gradeHistory: the viewer's grade per assignment they submitted to, oldest last submission first. */
export const ViewerProgress = {
  async gradeHistory(_, { first }, { api, loaders }) {
    const { grades } = await api.call<RestOwnProgress>({ path: '/progress/own', query: { first: checkFirst(first ?? 100, 500) } });
    const assignments = await loadAll(
      loaders.assignments,
      grades.map((point) => point.assignmentId),
    );
    return grades.map(({ assignmentId: _id, ...point }, i) => ({ ...point, assignment: assignments[i]! }));
  },
} satisfies ViewerResolvers;
