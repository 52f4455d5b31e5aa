import type { StudyGroupResolvers } from '../__generated__/resolvers.js';
import { loadAll } from '../graphql/loaders.js';
import type { RestGradebook, RestGradebookDownload } from '../upstream/rest.js';

/** StudyGroup.gradebook: the api's table for the owner (403 for anyone else), its ids made objects. */
export const gradebook: StudyGroupResolvers['gradebook'] = async (group, _, { api, loaders }) => {
  const table = await api.call<RestGradebook>({ path: `/gradebook/${group.id}` });
  const [assignments, students] = await Promise.all([
    loadAll(
      loaders.assignments,
      table.assignments.map((a) => a.id),
    ),
    loadAll(
      loaders.profiles,
      table.students.map((s) => s.profileId),
    ),
  ]);
  const assignmentById = new Map(assignments.map((a) => [a.id, a]));
  return {
    assignments,
    weights: table.assignments.map((a) => a.weight),
    rows: table.students.map((row, i) => ({
      student: students[i]!,
      grades: row.grades.map(({ assignmentId, ...grade }) => ({ assignment: assignmentById.get(assignmentId)!, ...grade })),
      average: row.average,
    })),
    csv: table.csv,
  };
};

export const StudyGroupGradebook = {
  /** The api's XLSX or CSV for the owner (403 for anyone else), as JSON with its bytes in base64. */
  gradebookFile: (group, { format, separator }, { api }) =>
    api.call<RestGradebookDownload>({
      path: `/gradebook/${group.id}/file`,
      query: { format: format.toLowerCase(), separator: (separator ?? 'COMMA').toLowerCase() },
    }),
} satisfies StudyGroupResolvers;
