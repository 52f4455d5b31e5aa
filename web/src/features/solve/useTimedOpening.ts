import { errorMessages } from '@aula/common';
import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { savedAtOf } from '../../offline/screenMarks';
import { isNetworkFailure } from '../../offline/submission';
import { isConnected } from '../../relay/connection';
import { messageOf } from '../../relay/errors';
import { useSession } from '../../session/SessionProvider';
import type { SolvePageQuery } from '../../__generated__/SolvePageQuery.graphql';
import { closedReason } from './attemptsPolicy';
import { cachedStart, useStartAssignmentAttemptMutation } from './useStartAssignmentAttemptMutation';

export type AttemptStart = { id: string; deadline: number | null; draft?: { step: number; answers: string; savedAt: string } | null };
type Opening = { state: 'ready'; start?: AttemptStart } | { state: 'opening' } | { state: 'offline' | 'refused'; message: string };

/** The start kept on the device for an assignment opened offline, read once; `expired` as judged then. */
type KeptStart = { assignmentId: string; start: AttemptStart | null; expired: boolean };

/**
 * A timed assignment shows its questions only while the student's clock runs: opened online, it starts (or resumes)
 * the attempt on the server, then reads the questions again, and hands the start on (so it is not asked for twice).
 * Any other assignment, or one whose questions are already here, is ready at once.
 *
 * Opened without a connection (or with the questions as last seen on this device), the start the server gave last
 * time is handed on instead (cachedStart): the submission then carries its id, and a timed attempt keeps the
 * deadline known at that start; one whose time has run out says so. Whether the screen opened offline is decided
 * once, when it opens: the connection dropping while the student answers changes nothing on screen.
 */
export function useTimedOpening(node: SolvePageQuery['response']['node'], query: GraphQLTaggedNode): Opening {
  const environment = useRelayEnvironment();
  const startAttempt = useStartAssignmentAttemptMutation();
  const userId = useSession().user?.id;
  const isAssignment = node?.__typename === 'Assignment';
  const assignmentId = isAssignment ? node.id : '';
  const closed = isAssignment && Boolean(closedReason(node));
  const waiting = isAssignment && node.timeLimitMinutes != null && node.questions.length === 0 && node.questionCount > 0 && !closed;
  const [openedOffline] = useState(() => !isConnected() || savedAtOf('SolvePageQuery', { id: assignmentId }) !== null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [started, setStarted] = useState<AttemptStart>();
  const [kept, setKept] = useState<KeptStart | null>(null);

  useEffect(() => {
    if (!waiting || openedOffline) return;
    let current = true;
    startAttempt(assignmentId)
      .then((start) => {
        if (current) setStarted(start);
        return fetchQuery<SolvePageQuery>(environment, query, { id: assignmentId }, { fetchPolicy: 'network-only' }).toPromise();
      })
      .catch((error: unknown) => current && setRefusal(isNetworkFailure(error) ? errorMessages.attemptStartNeeded : messageOf(error)));
    return () => {
      current = false;
    };
  }, [waiting, openedOffline, assignmentId, environment, startAttempt, query]);

  useEffect(() => {
    if (!openedOffline || !isAssignment || closed) return;
    let current = true;
    const found = (start: AttemptStart | null) =>
      current && setKept({ assignmentId, start, expired: start?.deadline != null && start.deadline <= Date.now() });
    (userId ? cachedStart(userId, assignmentId) : Promise.resolve(null)).then(found, () => found(null));
    return () => {
      current = false;
    };
  }, [openedOffline, isAssignment, closed, userId, assignmentId]);

  if (openedOffline && isAssignment && !closed) {
    const keptStart = kept?.assignmentId === assignmentId ? kept : null;
    if (!keptStart) return { state: 'opening' };
    if (keptStart.expired) return { state: 'refused', message: errorMessages.timeLimitPassed };
    const start = keptStart.start ?? undefined;
    if (waiting || (node.timeLimitMinutes != null && !start)) return { state: 'offline', message: errorMessages.attemptStartNeeded };
    return { state: 'ready', start };
  }
  if (!waiting) return { state: 'ready', start: started };
  if (refusal) return { state: 'refused', message: refusal };
  if (openedOffline) return { state: 'offline', message: errorMessages.attemptStartNeeded };
  return { state: 'opening' };
}
