import type { ResolversParentTypes } from '../../__generated__/resolvers.js';
import { notFound } from '../../graphql/errors.js';
import { fromGlobalId, type IdKind } from '../../graphql/globalId.js';
import type { Loaders } from '../../graphql/loaders.js';
import { tag } from '../../graphql/parents.js';

type NodeParent = ResolversParentTypes['Node'];

const loaderOf: Record<IdKind, (loaders: Loaders, id: string) => Promise<NodeParent>> = {
  User: async (loaders, id) => {
    // Only your own account is readable.
    const { user } = await loaders.viewer();
    if (user.id !== id) throw notFound();
    return user;
  },
  Profile: (loaders, id) => loaders.profiles.load(id),
  StudyGroup: (loaders, id) => loaders.studyGroups.load(id),
  Assignment: (loaders, id) => loaders.assignments.load(id),
  Question: (loaders, id) => loaders.questions.load(id),
  QuestionVersion: async (loaders, id) => {
    const { question } = await loaders.questionAttempts.load(id);
    if (!question) throw notFound();
    return tag.questionVersion(question, id);
  },
  // A question's key, for those the api shows it to (its author, the owner of a group that uses it); a solver's
  // view is not found under this id, as another person's account is not.
  QuestionKey: async (loaders, id) => {
    const question = await loaders.questions.load(id);
    if (question.view !== 'AUTHOR') throw notFound();
    return tag.questionKey(question);
  },
  AssignmentAttempt: (loaders, id) => loaders.assignmentAttempts.load(id),
  QuestionAttempt: (loaders, id) => loaders.questionAttempts.load(id),
  JoinRequest: (loaders, id) => loaders.joinRequests.load(id),
  Notification: (loaders, id) => loaders.notifications.load(id),
  // Not a Node: an attempt start is only read from startAssignmentAttempt, and its id only sent back on submit.
  AttemptStart: () => Promise.reject(notFound()),
  // Not a Node: a session is only listed in Viewer.sessions, and its id only sent back to endSession.
  Session: () => Promise.reject(notFound()),
  // Its host and its players only (liveGameLoaders.ts).
  LiveGame: (loaders, id) => loaders.liveGames().load({ id }),
};

/** Any object by global id, through its kind's loader. Async, so a malformed id rejects instead of throwing. */
export async function loadNode(globalId: string, loaders: Loaders): Promise<NodeParent> {
  const { kind, id } = fromGlobalId(globalId);
  return loaderOf[kind](loaders, id);
}
