import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answers, Draft } from '../../questionKinds/answers';
import { useSaveAttemptDraftMutation } from '../../offline/useSaveAttemptDraftMutation';
import { clearAttemptDraft, newerDraft, readAttemptDraft, restoreAttempt, saveAttemptDraft, type StoredAttemptDraft } from './draftStore';
import type { AttemptStart } from './useTimedOpening';

/** How long after the last change the draft goes to the server (each change waits again; leaving sends it at once). */
export const serverDraftDelayMs = 2000;

/**
 * The solve screen's answers so far and the question reached, kept: on the device (sealed, draftStore.ts) at every
 * change, and online with a start on the server too, a moment later and when the student leaves (a failure is
 * silent: the device keeps its copy). On opening it continues from the device's draft, read first (`restoring` until
 * then), or from the server's when the start brings a newer one and nothing was changed here yet: a student who
 * switches devices continues where they were. `finished()` once submitted or queued: nothing more is kept.
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
  /** The furthest question reached: moving forward again to one already seen (after 'Anterior') shows no advert. */
  const furthest = useRef(0);
  /** The draft the screen continued from (the device's, or the server's when newer). */
  const continuedFrom = useRef<StoredAttemptDraft | null>(null);
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

  const continueFrom = useCallback((stored: StoredAttemptDraft) => {
    const restored = restoreAttempt(stored, questionIdsRef.current);
    continuedFrom.current = stored;
    furthest.current = restored.step;
    setStep(restored.step);
    setDrafts(restored.drafts);
    setAnswers(restored.answers);
    setRestoreCount((count) => count + 1);
  }, []);

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

  useEffect(() => {
    if (restoring || !assignmentId || !hasDrafts || done.current) return;
    keeping.current = keeping.current.then(() => !done.current && saveAttemptDraft(userId, assignmentId, step, drafts));
  }, [restoring, userId, assignmentId, step, drafts, hasDrafts]);

  const serverDraft = attemptStart?.draft;
  useEffect(() => {
    if (restoring || touched.current || !serverDraft) return;
    const newer = newerDraft(continuedFrom.current, serverDraft);
    if (newer && newer !== continuedFrom.current) continueFrom(newer);
  }, [restoring, serverDraft, continueFrom]);

  const attemptStartId = attemptStart?.id;
  useEffect(() => {
    if (restoring || !touched.current || !attemptStartId || !hasDrafts || done.current) return;
    const send = () => {
      serverSave.current = null;
      if (done.current || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
      saveOnServer(attemptStartId, step, JSON.stringify(drafts)).catch(() => {});
    };
    serverSave.current = send;
    const timer = setTimeout(send, serverDraftDelayMs);
    return () => clearTimeout(timer);
  }, [restoring, attemptStartId, step, drafts, hasDrafts, saveOnServer]);
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
