import { fetchQuery } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import overviewQuery, { type AssignmentOverviewPageQuery } from '../__generated__/AssignmentOverviewPageQuery.graphql';
import solveQuery, { type SolvePageQuery } from '../__generated__/SolvePageQuery.graphql';
import { mediaUrlsIn, warmMedia } from './mediaCache';
import { screenKey } from './screenCache';
import { getSealed, putSealed } from './vault';

/**
 * 'Disponible sin conexión': the assignments a student marked to have at hand offline, sealed in the vault
 * ('screens', `<userId>.marked`, a list of assignment ids). Marking one fetches its overview and its solve screen
 * now (through the app's network layer, which seals them, relay/network.ts) and its images; at each start online
 * the marked ones are fetched again, and when the connection returns those not kept yet (useKeepOfflineFresh.ts).
 * An assignment opened once online is kept anyway.
 */
const markedKey = (userId: string) => `${userId}.marked`;

export async function markedAssignments(userId: string): Promise<string[]> {
  const marked = await getSealed<unknown>('screens', markedKey(userId));
  return Array.isArray(marked) ? marked.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Marked on this page and not fetched since (switched on without a connection, or the fetch failed): fetched when
 * the connection returns even if an older copy of the assignment is kept.
 */
const waiting = new Set<string>();

export async function setMarked(userId: string, assignmentId: string, marked: boolean): Promise<boolean> {
  const others = (await markedAssignments(userId)).filter((id) => id !== assignmentId);
  if (marked) waiting.add(assignmentId);
  else waiting.delete(assignmentId);
  return putSealed('screens', markedKey(userId), userId, marked ? [...others, assignmentId] : others);
}

/** Where keeping an assignment is: being fetched, kept on the device, or waiting for the connection. */
export type Keeping = 'saving' | 'saved' | 'later';
type KeepingListener = (assignmentId: string, keeping: Keeping) => void;
const keepingListeners = new Set<KeepingListener>();

/** Hears each assignment's keeping as it changes, whoever fetches it (the switch, or the shell when the connection returns). */
export function subscribeKeeping(listener: KeepingListener) {
  keepingListeners.add(listener);
  return () => void keepingListeners.delete(listener);
}
const tell = (assignmentId: string, keeping: Keeping) => keepingListeners.forEach((listener) => listener(assignmentId, keeping));

/** Fetches what the assignment needs offline now: its overview, its solve screen and the images of its questions. */
export async function fetchForOffline(environment: Environment, assignmentId: string) {
  const variables = { id: assignmentId };
  tell(assignmentId, 'saving');
  try {
    const [, solve] = await Promise.all([
      fetchQuery<AssignmentOverviewPageQuery>(environment, overviewQuery, variables, { fetchPolicy: 'network-only' }).toPromise(),
      fetchQuery<SolvePageQuery>(environment, solveQuery, variables, { fetchPolicy: 'network-only' }).toPromise(),
    ]);
    await warmMedia(mediaUrlsIn(solve));
  } catch (error) {
    tell(assignmentId, 'later');
    throw error;
  }
  waiting.delete(assignmentId);
  tell(assignmentId, 'saved');
}

/** Whether the assignment still has to be fetched to be at hand offline: waiting on this page, or no solve screen kept. */
async function notKeptYet(userId: string, assignmentId: string) {
  if (waiting.has(assignmentId)) return true;
  return (await getSealed<unknown>('screens', screenKey(userId, 'SolvePageQuery', { id: assignmentId }))) === null;
}

/** One pass at a time (the connection may come and go while one runs); a pass asked for while another waits is that one. */
let lastPass: Promise<void> = Promise.resolve();
let queuedWaitingPass: Promise<void> | null = null;

/**
 * The marked assignments fetched again, one after another (never many requests at once): every one at a start
 * online, only those not kept yet (`onlyNotKept`) when the connection returns.
 */
export function refreshMarked(environment: Environment, userId: string, onlyNotKept = false): Promise<void> {
  if (onlyNotKept && queuedWaitingPass) return queuedWaitingPass;
  const pass = lastPass.then(async () => {
    if (pass === queuedWaitingPass) queuedWaitingPass = null;
    for (const assignmentId of await markedAssignments(userId)) {
      if (onlyNotKept && !(await notKeptYet(userId, assignmentId))) continue;
      try {
        await fetchForOffline(environment, assignmentId);
      } catch (error) {
        // gone, no longer the student's, or the connection dropped: the next start, or its return, tries again
        console.error('Refreshing an assignment kept offline', error);
      }
    }
  });
  if (onlyNotKept) queuedWaitingPass = pass;
  lastPass = pass.catch(() => undefined);
  return pass;
}
