import { fetchQuery } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import overviewQuery, { type AssignmentOverviewPageQuery } from '../__generated__/AssignmentOverviewPageQuery.graphql';
import solveQuery, { type SolvePageQuery } from '../__generated__/SolvePageQuery.graphql';
import { mediaUrlsIn, warmMedia } from './mediaCache';
import { getSealed, putSealed } from './vault';

/**
 * 'Disponible sin conexión': the assignments a student marked to have at hand offline, sealed in the vault
 * ('screens', `<userId>.marked`, a list of assignment ids). Marking one fetches its overview and its solve screen
 * now (through the app's network layer, which seals them, relay/network.ts) and its images; at each start online
 * the marked ones are fetched again (useKeepOfflineFresh.ts). An assignment opened once online is kept anyway.
 */
const markedKey = (userId: string) => `${userId}.marked`;

export async function markedAssignments(userId: string): Promise<string[]> {
  const marked = await getSealed<unknown>('screens', markedKey(userId));
  return Array.isArray(marked) ? marked.filter((id): id is string => typeof id === 'string') : [];
}

export async function setMarked(userId: string, assignmentId: string, marked: boolean): Promise<boolean> {
  const others = (await markedAssignments(userId)).filter((id) => id !== assignmentId);
  return putSealed('screens', markedKey(userId), userId, marked ? [...others, assignmentId] : others);
}

/** Fetches what the assignment needs offline now: its overview, its solve screen and the images of its questions. */
export async function fetchForOffline(environment: Environment, assignmentId: string) {
  const variables = { id: assignmentId };
  const [, solve] = await Promise.all([
    fetchQuery<AssignmentOverviewPageQuery>(environment, overviewQuery, variables, { fetchPolicy: 'network-only' }).toPromise(),
    fetchQuery<SolvePageQuery>(environment, solveQuery, variables, { fetchPolicy: 'network-only' }).toPromise(),
  ]);
  await warmMedia(mediaUrlsIn(solve));
}

/** At a start online: every marked assignment fetched again, one after another (never many requests at once). */
export async function refreshMarked(environment: Environment, userId: string) {
  for (const assignmentId of await markedAssignments(userId)) {
    try {
      await fetchForOffline(environment, assignmentId);
    } catch (error) {
      // gone, no longer the student's, or the connection dropped: the next start tries again
      console.error('Refreshing an assignment kept offline', error);
    }
  }
}
