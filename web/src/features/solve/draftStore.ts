import { applyDraft, isAnswered, type Answers, type Draft } from '../../questionKinds/answers';

/**
 * The answers of an attempt not yet submitted, kept on the device per user and assignment (localStorage
 * 'aula.draft.<userId>.<assignmentId>'), so a reload, leaving the screen or the browser's back button loses
 * nothing: the solve screen starts again at the question reached, with every draft. Removed once the attempt
 * is submitted or queued to be sent.
 */
export interface StoredAttemptDraft {
  /** The question reached (0-based). */
  step: number;
  /** What each question's widget held, by question id. */
  drafts: Record<string, Draft>;
  savedAt: string;
}

export const draftKeyPrefix = 'aula.draft.';
export const draftKey = (userId: string | undefined, assignmentId: string) => `${draftKeyPrefix}${userId ?? 'anonimo'}.${assignmentId}`;

export function readAttemptDraft(userId: string | undefined, assignmentId: string, storage: Storage = localStorage): StoredAttemptDraft | null {
  try {
    const stored = JSON.parse(storage.getItem(draftKey(userId, assignmentId)) ?? 'null') as StoredAttemptDraft | null;
    if (!stored || typeof stored.drafts !== 'object' || stored.drafts === null || !Number.isInteger(stored.step)) return null;
    return stored;
  } catch {
    return null;
  }
}

export function saveAttemptDraft(
  userId: string | undefined,
  assignmentId: string,
  step: number,
  drafts: Record<string, Draft>,
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(draftKey(userId, assignmentId), JSON.stringify({ step, drafts, savedAt: new Date().toISOString() }));
  } catch {
    // storage full or unavailable: the screen still works, only the restoring is lost
  }
}

export function clearAttemptDraft(userId: string | undefined, assignmentId: string, storage: Storage = localStorage) {
  storage.removeItem(draftKey(userId, assignmentId));
}

/** Where a student left an attempt: the drafts kept on the device for these questions, and the question reached. */
export function restoreAttempt(userId: string | undefined, assignmentId: string, questionIds: string[]) {
  const stored = readAttemptDraft(userId, assignmentId);
  const drafts: Record<string, Draft> = {};
  let answers: Answers = {};
  for (const id of questionIds) {
    const draft = stored?.drafts[id];
    if (!draft) continue;
    drafts[id] = draft;
    answers = applyDraft(answers, id, draft);
  }
  // Never past a question left unanswered: 'Siguiente' needs an answer.
  let step = 0;
  while (step < Math.min(stored?.step ?? 0, questionIds.length - 1) && isAnswered(answers, questionIds[step]!)) step += 1;
  return { step, drafts, answers };
}
