import DataLoader from 'dataloader';
import type { Api } from '../upstream/api.js';
import { maxIds } from './batchSize.js';
import type { RestScoreChange } from '../upstream/rest.js';

/**
 * The grade corrections' batched reads (part of createLoaders): each answer's score history and each assignment's
 * answers graded against a since-changed key, one REST call per batch.
 */
export function gradingLoaders(api: Api) {
  return {
    /** The recorded changes of each answer's score, oldest first (empty when none, or not the viewer's to read). */
    scoreHistory: new DataLoader<string, RestScoreChange[]>(
      async (ids) => {
        const rows = await api.call<RestScoreChange[]>({ path: '/question/scoreChanges', query: { questionAttemptIds: [...ids] } });
        return ids.map((id) => rows.filter((row) => row.questionAttemptId === id));
      },
      { maxBatchSize: maxIds },
    ),
    /** For the group's owner, the answers a regrade would check again; null for anyone else. */
    answersToRegrade: new DataLoader<string, number | null>(
      async (ids) => {
        const rows = await api.call<Array<{ assignmentId: string; count: number }>>({
          path: '/assignments/answersToRegrade',
          query: { assignmentIds: [...ids] },
        });
        const counts = new Map(rows.map((row) => [row.assignmentId, row.count]));
        return ids.map((id) => counts.get(id) ?? null);
      },
      { maxBatchSize: maxIds },
    ),
  };
}
