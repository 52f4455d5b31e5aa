import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answers, Draft } from '../../questionKinds/answers';
import { useSaveAttemptDraftMutation } from '../../offline/useSaveAttemptDraftMutation';
import {
  clearAttemptDraft,
  draftToContinue,
  ofAnotherStart,
  readAttemptDraft,
  restoreAttempt,
  saveAttemptDraft,
  type DraftSync,
  type StoredAttemptDraft,
} from './draftStore';
import type { AttemptStart } from './useTimedOpening';

/** How long after the last change the draft goes to the server (each change waits again; leaving sends it at once). */
export const serverDraftDelayMs = 2000;

/** The answers and the question reached as one text: equal texts, equal drafts. */
const contentOf = (step: number, drafts: Readonly<Record<string, Draft>>) => JSON.stringify({ step, drafts });

/** The screen's answers against the server: the start they belong to, and the server copy they last equalled. */
interface Sync {
  attemptStartId?: string;
  /** That copy's `savedAt`, by the server's clock. */
  syncedAt?: string;
  /** That copy as `contentOf`; null: none known (the server lacks what the screen holds). */
  syncedContent: string | null;
}

/**
 * The solve screen's answers so far and the question reached, kept: on the device (sealed, draftStore.ts) at every
 * change, and online with a start on the server too, a moment later and when the student leaves (a failure is
 * silent: the device keeps its copy). On opening it continues from the device's draft, read first (`restoring` until
 * then). Once the start is known it settles on the draft to go on with (draftToContinue: the server's when saved
 * there after the device's last copy of it, on another device; none when the device's belongs to an attempt closed
 * since), and from then on the drafts belong to that start and go to its server copy; what the server lacks (changed
 * here offline) goes at once. A student who switches devices continues where they were. `finished()` once submitted
 * or queued: nothing more is kept.
 */
export function useKeptAttempt(userId: string | undefined, assignmentId: string, questionIds: string[], attemptStart: AttemptStart | null) {
  const questionIdsRef = useRef(questionIds);
  questionIdsRef.current = questionIds;
  const [restoring, setRestoring] = useState(true);
  /** Counts the drafts put in place: the widgets start again from one that arrives after they showed. */
  const [restoreCount, setRestoreCount] = useState(0);
  const [step, setStep] = useState(0);
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  const [answers, setAnswers] = useState<Answers>({});
  const latest = useRef({ step, drafts });
  latest.current = { step, drafts };
  /** The furthest question reached: moving forward again to one already seen (after 'Anterior') shows no advert. */
  const furthest = useRef(0);
  /** The draft the screen continued from (the device's, or the server's). */
  const continuedFrom = useRef<StoredAttemptDraft | null>(null);
  const sync = useRef<Sync>({ syncedContent: null });
  /** The start the screen settled on (once per start): drafts go to its server copy only from then. */
  const [settledStartId, setSettledStartId] = useState<string>();
  /** Set once the student changed something here: a draft that arrives later (the server's) never replaces it. */
  const touched = useRef(false);
  /** Set once the attempt is submitted or queued: nothing is left to keep or to ask about. */
  const done = useRef(false);
  /** Writes to the vault one after another, so clearing after the submission always comes after the last save. */
  const keeping = useRef<Promise<unknown>>(Promise.resolve());
  const saveOnServer = useSaveAttemptDraftMutation();
  /** The server's save waiting for the delay, sent at once when the student leaves. */
  const serverSave = useRef<(() => void) | null>(null);
  const hasDrafts = Object.keys(drafts).length > 0;

  const continueFrom = useCallback((stored: StoredAttemptDraft | null) => {
    const restored = restoreAttempt(stored, questionIdsRef.current);
    continuedFrom.current = stored;
    const equalsServer = stored?.syncedAt !== undefined && !stored.dirty;
    sync.current = {
      attemptStartId: stored?.attemptStartId,
      syncedAt: stored?.syncedAt,
      syncedContent: equalsServer ? contentOf(restored.step, restored.drafts) : null,
    };
    furthest.current = restored.step;
    setStep(restored.step);
    setDrafts(restored.drafts);
    setAnswers(restored.answers);
    setRestoreCount((count) => count + 1);
  }, []);

  /** Keeps the screen's answers on the device, with what they say about the server. */
  const keepOnDevice = useCallback(() => {
    const { step: reached, drafts: held } = latest.current;
    if (done.current || !assignmentId || Object.keys(held).length === 0) return;
    const { attemptStartId, syncedAt, syncedContent } = sync.current;
    const draft: { step: number; drafts: Record<string, Draft> } & DraftSync = {
      step: reached,
      drafts: held,
      attemptStartId,
      syncedAt,
      dirty: contentOf(reached, held) !== syncedContent,
    };
    keeping.current = keeping.current.then(() => !done.current && saveAttemptDraft(userId, assignmentId, draft));
  }, [userId, assignmentId]);

  useEffect(() => {
    let current = true;
    void readAttemptDraft(userId, assignmentId).then((stored) => {
      if (!current) return;
      if (stored) continueFrom(stored);
      setRestoring(false);
    });
    return () => {
      current = false;
    };
  }, [userId, assignmentId, continueFrom]);

  const startId = attemptStart?.id;
  useEffect(() => {
    if (restoring || !attemptStart || settledStartId === attemptStart.id || done.current) return;
    const local = continuedFrom.current;
    const chosen = draftToContinue(local, attemptStart);
    const ofClosedAttempt = ofAnotherStart(local, attemptStart.id);
    if (ofClosedAttempt) {
      // The device's draft was of an attempt closed since (submitted elsewhere): nothing of it goes on.
      keeping.current = keeping.current.then(() => clearAttemptDraft(userId, assignmentId));
      touched.current = false;
    }
    const switching = ofClosedAttempt || (chosen !== local && !touched.current);
    if (switching) continueFrom(chosen);
    sync.current = { ...sync.current, attemptStartId: attemptStart.id };
    // The same answers, now the start's (one begun offline had none): the device's copy says so. Switching, the
    // answers put in place are kept once they show.
    if (!switching) keepOnDevice();
    setSettledStartId(attemptStart.id);
  }, [restoring, attemptStart, settledStartId, userId, assignmentId, continueFrom, keepOnDevice]);

  // Before the start is settled the answers on screen may be of a closed attempt: they are not kept again.
  const settling = startId !== undefined && settledStartId !== startId;
  useEffect(() => {
    if (restoring || settling || !hasDrafts) return;
    keepOnDevice();
  }, [restoring, settling, step, drafts, hasDrafts, keepOnDevice]);

  useEffect(() => {
    if (restoring || !settledStartId || !hasDrafts || done.current) return;
    const content = contentOf(step, drafts);
    if (content === sync.current.syncedContent) {
      serverSave.current = null;
      return;
    }
    const send = () => {
      serverSave.current = null;
      if (done.current || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
      saveOnServer(settledStartId, step, JSON.stringify(drafts)).then(
        (savedAt) => {
          const known = sync.current.syncedAt;
          // A save answered after a later one (both times by the server's clock) says nothing new.
          if (!savedAt || done.current || (known !== undefined && Date.parse(savedAt) < Date.parse(known))) return;
          sync.current = { attemptStartId: settledStartId, syncedAt: savedAt, syncedContent: content };
          keepOnDevice();
        },
        () => {},
      );
    };
    serverSave.current = send;
    const timer = setTimeout(send, serverDraftDelayMs);
    return () => clearTimeout(timer);
  }, [restoring, settledStartId, step, drafts, hasDrafts, saveOnServer, keepOnDevice]);
  useEffect(() => {
    const leaving = () => serverSave.current?.();
    window.addEventListener('pagehide', leaving);
    return () => {
      window.removeEventListener('pagehide', leaving);
      leaving();
    };
  }, []);

  const finished = useCallback(() => {
    done.current = true;
    serverSave.current = null;
    keeping.current = keeping.current.then(() => clearAttemptDraft(userId, assignmentId));
  }, [userId, assignmentId]);

  return { restoring, restoreCount, step, setStep, drafts, setDrafts, answers, setAnswers, hasDrafts, furthest, touched, done, finished };
}
