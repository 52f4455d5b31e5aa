import { notFound } from './errors.js';

/** The kinds of object behind global ids. All question types share "Question": one id space in the api. */
// A QuestionVersion id names the question as a question attempt answered it (by the attempt's uuid); a QuestionKey
// id names a question's author view (by the question's uuid), kept apart from the solver's view in a client cache.
const idKinds = [
  'User',
  'Profile',
  'StudyGroup',
  'Assignment',
  'Question',
  'QuestionVersion',
  'QuestionKey',
  'AssignmentAttempt',
  'QuestionAttempt',
  'JoinRequest',
  'Notification',
  'AttemptStart',
  'Session',
  'LiveGame',
] as const;
export type IdKind = (typeof idKinds)[number];
const kinds = new Set<string>(idKinds);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toGlobalId = (kind: IdKind, id: string) => Buffer.from(`${kind}:${id}`, 'utf8').toString('base64url');

/** Decodes a global id; anything forged, malformed or of another kind is NOT_FOUND, never a crash. */
export function fromGlobalId(globalId: string, expected?: IdKind): { kind: IdKind; id: string } {
  const [kind, id, ...rest] = Buffer.from(globalId, 'base64url').toString('utf8').split(':');
  if (!kind || !kinds.has(kind) || !id || !uuid.test(id) || rest.length > 0) throw notFound();
  if (expected && kind !== expected) throw notFound();
  return { kind: kind as IdKind, id };
}

export const idOf = (globalId: string, expected: IdKind) => fromGlobalId(globalId, expected).id;
