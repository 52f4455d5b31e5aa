import { deleteAllBut, deleteAllOf, getSealed, putSealed } from './vault';
import { markFresh, markFromDevice, stableJson } from './screenMarks';

/**
 * The screens a student needs without a connection, as last seen: each successful answer to one of these queries is
 * sealed in the vault ('screens', under `<userId>.<operation>.<variables as stable JSON>`), and when a later request
 * for it gets no answer from the network, relay/network.ts answers with the sealed one (marked with when it was
 * saved, screenMarks.ts). Loaded lazily by the network layer, so /login carries none of it.
 *
 * Only a solver's view is ever kept, never a key: each query here selects no key field, and its check refuses an
 * answer in which the viewer is the author (whose solve view lists the right column and the ordering items in
 * their right order, which no field says).
 */
type SolverCheck = (data: Record<string, unknown>) => boolean;

type Question = { viewerSeesAnswerKey?: unknown };
type SolveNode = { __typename?: string; questions?: Question[]; questionCount?: number } | null | undefined;

/**
 * The solve screen: every question in the solver's view (each says so), and with its questions (a timed assignment
 * without a start has none, and the questions already kept from the last start stay).
 */
const solverQuestions: SolverCheck = (data) => {
  const node = data.node as SolveNode;
  if (node?.__typename !== 'Assignment' || !Array.isArray(node.questions)) return false;
  if (node.questions.length === 0 && (node.questionCount ?? 0) > 0) return false;
  return node.questions.every((question) => question.viewerSeesAnswerKey === false);
};
const noQuestions: SolverCheck = () => true;

/** The allowlist: operation name → whether an answer to it may be kept. */
export const keptScreens: Readonly<Record<string, SolverCheck>> = {
  GroupListPageQuery: noQuestions,
  GroupDetailPageQuery: noQuestions,
  AssignmentListPageQuery: noQuestions,
  AssignmentOverviewPageQuery: noQuestions,
  SolvePageQuery: solverQuestions,
  OwnGradesPageQuery: noQuestions,
};

/** Fields that hold a question's key (null for solvers); `explanation` too, which solvers get only after grading. */
const keyFields = ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers', 'explanation'];

/** Whether any object in `value` holds a key: one of keyFields filled in, or viewerSeesAnswerKey true. */
export function carriesKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesKey);
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (record.viewerSeesAnswerKey === true) return true;
  if (keyFields.some((field) => record[field] != null)) return true;
  return Object.values(record).some(carriesKey);
}

/** Whether an answer to `operation` may be sealed on the device: allowlisted, a solver's view, no key anywhere. */
export function mayKeep(operation: string, data: unknown): boolean {
  const check = Object.hasOwn(keptScreens, operation) ? keptScreens[operation] : undefined;
  if (!check || !data || typeof data !== 'object') return false;
  return check(data as Record<string, unknown>) && !carriesKey(data);
}

export const screenKey = (userId: string, operation: string, variables: unknown) => `${userId}.${operation}.${stableJson(variables ?? {})}`;

interface KeptScreen {
  savedAt: number;
  data: unknown;
}

/** The server answered: the screen is current, and the answer is sealed for later when it may be kept. */
export async function keepScreen(userId: string, operation: string, variables: unknown, data: unknown): Promise<boolean> {
  markFresh(operation, variables);
  if (!mayKeep(operation, data)) return false;
  return putSealed('screens', screenKey(userId, operation, variables), userId, { savedAt: Date.now(), data } satisfies KeptScreen);
}

/** The sealed answer to `operation` with `variables` (marked as the device's), or null when none was kept. */
export async function keptScreen(
  userId: string,
  operation: string,
  variables: unknown,
): Promise<{ data: unknown; extensions: { savedAt: number } } | null> {
  if (!Object.hasOwn(keptScreens, operation)) return null;
  const kept = await getSealed<KeptScreen>('screens', screenKey(userId, operation, variables));
  if (!kept) return null;
  markFromDevice(operation, variables, kept.savedAt);
  return { data: kept.data, extensions: { savedAt: kept.savedAt } };
}

/** Every screen kept for `userId` (at the session's end: they would be stale, and sealed under a key now gone). */
export const forgetScreens = (userId: string) => deleteAllOf('screens', userId);

/**
 * Every screen other users kept on this browser (at a start of `userId`'s shell: sealed under keys not theirs, they
 * never open here again for this user, and a session ended where no page heard it left them behind). Only the
 * screens: others' drafts and waiting answers stay, for when they log in again.
 */
export const forgetOthersScreens = (userId: string) => deleteAllBut('screens', userId);
