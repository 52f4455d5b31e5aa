import { errorMessages } from '@aula/common';
import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { isNetworkFailure } from '../../offline/submission';
import { messageOf } from '../../relay/errors';
import type { SolvePageQuery } from '../../__generated__/SolvePageQuery.graphql';
import { closedReason } from './attemptsPolicy';
import { useStartAssignmentAttemptMutation } from './useStartAssignmentAttemptMutation';

export type AttemptStart = { id: string; deadline: number | null };
type Opening = { state: 'ready'; start?: AttemptStart } | { state: 'opening' } | { state: 'offline' | 'refused'; message: string };

/**
 * A timed assignment shows its questions only while the student's clock runs: opened online, it starts (or resumes)
 * the attempt on the server, then reads the questions again, and hands the start on (so it is not asked for twice).
 * Any other assignment, or one whose questions are already here, is ready at once.
 */
export function useTimedOpening(node: SolvePageQuery['response']['node'], query: GraphQLTaggedNode): Opening {
  const environment = useRelayEnvironment();
  const startAttempt = useStartAssignmentAttemptMutation();
  const waiting =
    node?.__typename === 'Assignment' &&
    node.timeLimitMinutes != null &&
    node.questions.length === 0 &&
    node.questionCount > 0 &&
    !closedReason(node);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const assignmentId = node?.__typename === 'Assignment' ? node.id : '';
  const [refusal, setRefusal] = useState<string | null>(null);
  const [started, setStarted] = useState<AttemptStart>();
  useEffect(() => {
    if (!waiting || offline) return;
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
  }, [waiting, offline, assignmentId, environment, startAttempt, query]);
  if (!waiting) return { state: 'ready', start: started };
  if (refusal) return { state: 'refused', message: refusal };
  if (offline) return { state: 'offline', message: errorMessages.attemptStartNeeded };
  return { state: 'opening' };
}
