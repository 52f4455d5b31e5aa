/**
 * Every address of the app in one place. `path` is the pattern the router matches; `href(...)` builds a link to
 * it from typed values. Screens link through `href`, never through hand-written strings, and the router reads
 * `path`, so a pattern and its links cannot drift apart. Values in the path are URI-encoded; the others travel in
 * the query string.
 */
export interface Route<Args extends string[] = []> {
  readonly path: string;
  href(...args: Args): string;
}

/** The pattern with each `:param` replaced, in order, by the next value, URI-encoded. */
function fill(pattern: string, values: readonly string[]): string {
  let next = 0;
  return pattern.replace(/:\w+/g, () => encodeURIComponent(values[next++] ?? ''));
}

/** A route pattern as a regular expression source on the pathname: each `:param` one segment, captured. */
export const patternSource = (path: string) => `^${path.replace(/:\w+/g, '([^/]+)')}/?$`;

/** A route whose values (if any) are the pattern's `:params`, in order. */
function route<Args extends string[] = []>(path: string): Route<Args> {
  return { path, href: (...values) => fill(path, values) };
}

/** A route whose values travel in the query string under these names, in order. */
function queryRoute<Args extends string[]>(path: string, ...names: { [I in keyof Args]: string }): Route<Args> {
  return { path, href: (...values) => `${path}?${new URLSearchParams(names.map((name, i) => [name, values[i] ?? '']))}` };
}

export const paths = {
  home: route('/'),
  login: route('/login'),
  /** The login, which comes back to `next` (a path with its query string) afterwards. */
  loginThenBack: queryRoute<[next: string]>('/login', 'next'),
  register: route('/register'),
  /** Asking for a link to choose a new password, sent by e-mail. */
  forgotPassword: route('/forgot-password'),
  /** The e-mail's link: the token it carries lets the person choose a new password. */
  resetPassword: queryRoute<[token: string]>('/reset-password', 'token'),
  terms: route('/terminos'),
  privacy: route('/privacidad'),

  groups: route('/groups'),
  /** The link a teacher shares: joins the group of the code (after logging in, when needed). */
  join: route<[code: string]>('/join/:code'),
  addGroup: route('/groups/add'),
  group: route<[id: string]>('/groups/:id'),
  groupMembers: route<[id: string]>('/groups/members/:id'),
  /** The edit screen reads the group's name and description from its address; an empty description travels as '-'. */
  editGroup: {
    path: '/groups/update/:id/:name/:description',
    href: (id: string, name: string, description: string) => fill('/groups/update/:id/:name/:description', [id, name, description || '-']),
  },

  groupAssignments: queryRoute<[groupId: string, ownerId: string]>('/groups/assignments/group-info', 'groupId', 'ownerId'),
  addAssignment: queryRoute<[studyGroupId: string]>('/groups/assignments/add', 'studyGroupId'),
  editAssignment: queryRoute<[assignmentId: string, studyGroupId: string]>('/groups/assignments/update', 'assignmentId', 'studyGroupId'),
  /** Writing a new question that is linked to the assignment once created. */
  linkQuestion: queryRoute<[assignmentId: string]>('/groups/assignments/add/link-question', 'assignmentId'),
  /** Choosing an assignment's questions from the bank. */
  pickQuestions: queryRoute<[assignmentId: string]>('/groups/assignments/add/questions-repository', 'assignmentId'),
  /** Editing a question from an assignment's edit screen; `fromAssign` 'true' sends the author back there after saving. */
  editAssignmentQuestion: {
    path: '/groups/assignments/update-question-assignment/:fromAssign/:type',
    href: (type: string, questionId: string, from: { assignmentId: string; studyGroupId: string }) =>
      `${fill('/groups/assignments/update-question-assignment/:fromAssign/:type', ['true', type])}?${new URLSearchParams({ questionId, ...from })}`,
  },
  assignmentGrades: queryRoute<[assignmentId: string]>('/groups/assignments/grades', 'assignmentId'),
  /** An assignment's item analysis for its owner (the summary, the histogram and each question's numbers). */
  assignmentStatistics: queryRoute<[assignmentId: string]>('/groups/assignments/statistics', 'assignmentId'),
  /** Copying an assignment into one of the teacher's groups, as a draft. */
  duplicateAssignment: queryRoute<[assignmentId: string]>('/groups/assignments/duplicate', 'assignmentId'),
  attemptsByProfile: queryRoute<[profileId: string, assignmentId: string]>('/groups/assignments/attemptsByProfile', 'profileId', 'assignmentId'),
  questionAttemptsByProfile: queryRoute<[assignmentAttemptId: string, profileId: string]>(
    '/groups/assignments/questionsAttemptsByProfile',
    'assignmentAttemptId',
    'profileId',
  ),

  assignment: route<[assignmentId: string]>('/assignment/main/:assignmentId'),
  solveAssignment: route<[assignmentId: string]>('/assignment/solve/:assignmentId'),

  freeMode: route('/free-mode'),
  notifications: route('/notifications'),
  profile: route('/profile'),
  questions: route('/profile/questions'),
  addQuestion: route('/profile/addQuestion'),
  /** Editing a question from the bank; the type is the QuestionType value (TRUE_OR_FALSE, …). */
  editQuestion: {
    path: '/profile/questions/update/:type',
    href: (type: string, questionId: string) => `${fill('/profile/questions/update/:type', [type])}?${new URLSearchParams({ questionId })}`,
  },
  grades: route('/profile/grades'),
  ownQuestionAttempts: queryRoute<[assignmentAttemptId: string, profileId: string]>('/profile/grades/questions', 'assignmentAttemptId', 'profileId'),
  /** A group's gradebook (its owner's): students × assignments, their averages, and the XLSX and CSV exports. */
  gradebook: queryRoute<[studyGroupId: string]>('/groups/gradebook', 'studyGroupId'),
  /** A group's dashboard (its owner's): each assignment's mean, submission rate, late share and answers to grade over time. */
  groupDashboard: queryRoute<[studyGroupId: string]>('/groups/dashboard', 'studyGroupId'),

  /** The host's screen of a live game (En vivo): lobby with the PIN, each question, the reveal, the podium. */
  liveHost: route<[liveGameId: string]>('/live/:liveGameId'),
  /** 'Unirse a un juego': the PIN to type. */
  play: route('/play'),
  /** The join link and QR code: the PIN already filled in. */
  playWithPin: queryRoute<[pin: string]>('/play', 'pin'),
  /** A player's screen of the game joined; reloading it rejoins the same game. */
  playGame: route<[liveGameId: string]>('/play/:liveGameId'),
} as const;
