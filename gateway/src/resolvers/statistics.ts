import DataLoader from 'dataloader';
import type {
  AssignmentResolvers,
  AssignmentStatisticsResolvers,
  QuestionStatisticsResolvers,
  StatisticsAttempts,
} from '../__generated__/resolvers.js';
import type { Api } from '../upstream/api.js';
import type { RestAssignmentStatistics } from '../upstream/rest.js';

// Assignment.statistics: the api's item analysis for the group's owner (null for anyone else, without an error),
// batched: the statistics of every assignment of a list, per kind of attempts counted, come in one REST call.

/** Per request (its Api), one loader per kind of attempts counted. */
const loadersOf = new WeakMap<Api, Map<StatisticsAttempts, DataLoader<string, RestAssignmentStatistics>>>();

function statisticsLoader(api: Api, attempts: StatisticsAttempts) {
  let byAttempts = loadersOf.get(api);
  if (!byAttempts) loadersOf.set(api, (byAttempts = new Map()));
  let loader = byAttempts.get(attempts);
  if (!loader) {
    loader = new DataLoader((ids) => api.call<RestAssignmentStatistics[]>({ path: '/statistics', query: { ids: [...ids], attempts } }), {
      maxBatchSize: 100,
    });
    byAttempts.set(attempts, loader);
  }
  return loader;
}

export const AssignmentStatisticsField = {
  async statistics(assignment, { attempts }, { api, loaders }) {
    const [group, viewer] = await Promise.all([loaders.studyGroups.load(assignment.studyGroupId), loaders.viewer()]);
    if (group.ownerId !== viewer.profile.id) return null;
    return statisticsLoader(api, attempts ?? 'GRADED').load(assignment.id);
  },
} satisfies AssignmentResolvers;

export const AssignmentStatistics = {
  questions: (stats) => stats.questions,
  /** The api's XLSX or CSV of the same statistics, as JSON with its bytes in base64. */
  file: (stats, { format, separator }, { api }) =>
    api.call({
      path: `/statistics/${stats.assignmentId}/file`,
      query: { format: format.toLowerCase(), separator: (separator ?? 'COMMA').toLowerCase(), attempts: stats.attempts },
    }),
} satisfies AssignmentStatisticsResolvers;

export const QuestionStatistics = {
  /** The question as its author sees it, through the request's question loader (batched with the rest). */
  question: (stats, _, { loaders }) => loaders.questions.load(stats.questionId),
} satisfies QuestionStatisticsResolvers;
