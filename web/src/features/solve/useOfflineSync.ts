import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/Notifier';
import { formatGrade } from '../../lib/format';
import { messageOf } from '../../relay/errors';
import { useSession } from '../../session/SessionProvider';
import { pendingSubmissions, queueChangedEvent, savedAnswerPrefix, sendPending } from './offlineQueue';
import { isNetworkFailure } from './submission';
import { useSubmitAssignmentAttemptMutation } from './useSubmitAssignmentAttemptMutation';

/** While something waits and the browser is online, another round is tried this often (e.g. after a 5xx). */
export const retryIntervalMs = 30_000;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export interface OfflineSync {
  /** How many of this user's submissions wait in localStorage. */
  count: number;
  online: boolean;
  /** A round of sending is under way. */
  sending: boolean;
  /** The server's message when it refused the last one tried (not a lost connection), else null. */
  refusal: string | null;
  /** Tries a round now (a round already running goes once more instead). */
  flush(): Promise<void>;
}

/**
 * Sends again the submissions saved while offline: at start, when the browser comes back online, and every
 * `retryIntervalMs` while any wait. Each goes with the clientSubmissionId it was saved with, so the server counts
 * it once however often it arrives; an entry leaves the queue only after the server confirmed it. A lost
 * connection ends the round; a refusal keeps the entry (nothing a student answered is lost) and is reported.
 * Coming back online also reloads the current screen, so one that failed offline loads now. The grade of what
 * was sent is announced in a toast.
 */
export function useOfflineSync(): OfflineSync {
  const [submit] = useSubmitAssignmentAttemptMutation();
  const ownerId = useSession().user?.id;
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  /** Loads the current screen again: same address, new navigation, so an error shown while offline goes. */
  const reload = useRef<() => void>(() => {});
  const [count, setCount] = useState(() => pendingSubmissions(ownerId).length);
  const [online, setOnline] = useState(isOnline);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submitRef = useRef(submit);
  const running = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    submitRef.current = submit;
    reload.current = () => {
      const { pathname, search, hash, state } = location;
      void navigate({ pathname, search, hash }, { replace: true, state });
    };
  }, [submit, navigate, location]);

  const flush = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    if (!isOnline() || pendingSubmissions(ownerId).length === 0) return;
    running.current = true;
    setSending(true);
    const scores: number[] = [];
    try {
      do {
        again.current = false;
        await sendPending(async (submission) => {
          try {
            const { assignmentAttempt } = await submitRef.current(submission);
            scores.push(assignmentAttempt.score);
            setRefusal(null);
          } catch (error) {
            // A refusal (not a lost connection) is shown; the entry stays, nothing a student answered is lost.
            if (!isNetworkFailure(error)) setRefusal(messageOf(error));
            throw error;
          }
        }, { ownerId, stopOn: isNetworkFailure });
      } while (again.current && isOnline());
    } finally {
      running.current = false;
      setSending(false);
    }
    if (scores.length === 1) notify.success(`Se envió la tarea guardada sin conexión. Nota: ${formatGrade(scores[0])}`, 'Éxito');
    else if (scores.length > 1) notify.success(`Se enviaron ${scores.length} tareas guardadas sin conexión`, 'Éxito');
  }, [notify, ownerId]);

  useEffect(() => {
    const refresh = () => setCount(pendingSubmissions(ownerId).length);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(savedAnswerPrefix)) refresh();
    };
    const goOnline = () => {
      setOnline(true);
      // A screen that failed to load while offline (e.g. /groups right after an offline submit) loads again.
      reload.current();
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener(queueChangedEvent, refresh);
    window.addEventListener('storage', fromOtherTab);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const retry = setInterval(() => void flush(), retryIntervalMs);
    refresh();
    void flush();
    return () => {
      window.removeEventListener(queueChangedEvent, refresh);
      window.removeEventListener('storage', fromOtherTab);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearInterval(retry);
    };
  }, [flush]);

  return { count, online, sending, refusal, flush };
}
