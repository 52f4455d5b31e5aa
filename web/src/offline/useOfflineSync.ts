import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useNotify } from '../components/Notifier';
import { formatGrade } from '../lib/format';
import { connectionRestoredEvent, isConnected, subscribeConnection } from '../relay/connection';
import { messageOf } from '../relay/errors';
import { useSession } from '../session/SessionProvider';
import {
  clearRefusal,
  discardPending,
  onQueueChangedElsewhere,
  ownerOf,
  pendingSubmissions,
  queueChangedEvent,
  sendPending,
  type PendingEntry,
} from './offlineQueue';
import { isNetworkFailure, isRefusal } from './submission';
import { useSubmitAssignmentAttemptMutation } from './useSubmitAssignmentAttemptMutation';

/** While something waits and the browser is online, another round is tried this often (e.g. after a 5xx). */
export const retryIntervalMs = 30_000;

export interface OfflineSync {
  /** This user's saved submissions, oldest first; a refused one carries the server's message. */
  entries: PendingEntry[];
  /** How many of this user's submissions wait on this device (sealed in the vault). */
  count: number;
  /** Online and the server answers. */
  online: boolean;
  /** A round of sending is under way. */
  sending: boolean;
  /** The server's message for the latest refused entry, else null. */
  refusal: string | null;
  /** Tries a round now (a round already running goes once more instead). */
  flush(): Promise<void>;
  /** A refused entry goes into the rounds again, and a round starts. */
  retry(key: string): Promise<void>;
  /** Drops an entry for good. */
  discard(key: string): Promise<void>;
}

/** The name a student knows a saved submission by. */
export const entryName = (entry: PendingEntry) => entry.submission.assignmentName ?? 'Tarea sin nombre';

/**
 * Sends again the submissions saved while offline: at start, when the connection (or the server) comes back,
 * and every `retryIntervalMs` while any wait. Each goes with the clientSubmissionId it was saved with, so the
 * server counts it once however often it arrives; an entry leaves the queue only after the server confirmed it.
 * A lost connection ends the round. A refusal (the assignment deactivated meanwhile, …) is told in a toast and
 * kept with the server's message, out of the rounds, until the student retries or discards it; the others go on.
 * Coming back also reloads the current screen, so one that failed offline loads now. The grade of what was sent
 * is announced in a toast.
 */
function useOfflineSyncState(): OfflineSync {
  const [submit] = useSubmitAssignmentAttemptMutation();
  const ownerId = ownerOf(useSession().user?.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  /** Loads the current screen again: same address, new navigation, so an error shown while offline goes. */
  const reload = useRef<() => void>(() => {});
  const [entries, setEntries] = useState<PendingEntry[]>([]);
  const online = useSyncExternalStore(subscribeConnection, isConnected, () => true);
  const [sending, setSending] = useState(false);
  const submitRef = useRef(submit);
  const running = useRef(false);
  const again = useRef(false);

  useEffect(() => {
    submitRef.current = submit;
    reload.current = () => {
      // A navigation under way (e.g. a screen whose code waits for the connection) goes on by itself.
      if (navigation.state !== 'idle') return;
      const { pathname, search, hash, state } = location;
      void navigate({ pathname, search, hash }, { replace: true, state });
    };
  }, [submit, navigate, location, navigation.state]);

  const flush = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    const waiting = async () => (await pendingSubmissions(ownerId)).filter((entry) => !entry.submission.refusal).length;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    // Taken before reading the queue (which waits on IndexedDB), so two calls never send the same entry twice.
    running.current = true;
    if ((await waiting().catch(() => 0)) === 0) {
      running.current = false;
      return;
    }
    setSending(true);
    const scores: number[] = [];
    const refusals: string[] = [];
    try {
      do {
        again.current = false;
        await sendPending(
          async (submission) => {
            const { assignmentAttempt } = await submitRef.current(submission);
            scores.push(assignmentAttempt.score);
          },
          {
            ownerId,
            stopOn: isNetworkFailure,
            isRefusal,
            onRefused: (entry, error) => refusals.push(`No se pudo enviar «${entryName(entry)}»: ${messageOf(error)}.`),
          },
        );
      } while (again.current && navigator.onLine !== false && (await waiting()) > 0);
    } finally {
      running.current = false;
      setSending(false);
    }
    // One toast at a time: a refusal is what the student must see; what went is said with it.
    const sent = scores.length === 1 ? 'Se envió la otra tarea guardada.' : `Se enviaron las otras ${scores.length} tareas guardadas.`;
    if (refusals.length > 0) notify.error([...refusals, ...(scores.length > 0 ? [sent] : [])].join(' '), 'Envío rechazado');
    else if (scores.length === 1) notify.success(`Se envió la tarea guardada sin conexión. Nota: ${formatGrade(scores[0])}`, 'Éxito');
    else if (scores.length > 1) notify.success(`Se enviaron ${scores.length} tareas guardadas sin conexión`, 'Éxito');
  }, [notify, ownerId]);

  const retry = useCallback(
    async (key: string) => {
      await clearRefusal(key, ownerId);
      await flush();
    },
    [flush, ownerId],
  );

  useEffect(() => {
    let current = true;
    // Reads in flight may settle out of order: only the latest one's answer is shown.
    let latest = 0;
    const refresh = () => {
      const reading = ++latest;
      void pendingSubmissions(ownerId).then(
        (found) => current && reading === latest && setEntries(found),
        () => {},
      );
    };
    const stopListening = onQueueChangedElsewhere(refresh);
    const comeBack = () => {
      // A screen that failed to load while offline (e.g. /groups right after an offline submit) loads again.
      reload.current();
      void flush();
    };
    window.addEventListener(queueChangedEvent, refresh);
    window.addEventListener('online', comeBack);
    window.addEventListener(connectionRestoredEvent, comeBack);
    const interval = setInterval(() => void flush(), retryIntervalMs);
    refresh();
    void flush();
    return () => {
      window.removeEventListener(queueChangedEvent, refresh);
      current = false;
      stopListening();
      window.removeEventListener('online', comeBack);
      window.removeEventListener(connectionRestoredEvent, comeBack);
      clearInterval(interval);
    };
  }, [flush, ownerId]);

  const refused = entries.filter((entry) => entry.submission.refusal);
  const refusal = refused.length > 0 ? refused[refused.length - 1]!.submission.refusal!.message : null;
  return { entries, count: entries.length, online, sending, refusal, flush, retry, discard: discardPending };
}

const OfflineSyncContext = createContext<OfflineSync | null>(null);

/** Runs the sending once for the logged-in shell; the chip and the logout warning read it. */
export function OfflineSyncProvider({ children }: { children: ReactNode }) {
  return createElement(OfflineSyncContext.Provider, { value: useOfflineSyncState() }, children);
}

export function useOfflineSync(): OfflineSync {
  const sync = useContext(OfflineSyncContext);
  if (!sync) throw new Error('useOfflineSync needs an OfflineSyncProvider');
  return sync;
}
