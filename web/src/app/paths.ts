/** Every route of SPEC.md section 2 in one place; screens link through these helpers, never through strings. */
export const paths = {
  login: '/login',
  register: '/register',
  groups: '/groups',
  addGroup: '/groups/add',
  group: (id: string) => `/groups/${encodeURIComponent(id)}`,
  groupMembers: (id: string) => `/groups/members/${encodeURIComponent(id)}`,
  editGroup: (id: string, name: string, description: string) =>
    `/groups/update/${[id, name, description || '-'].map(encodeURIComponent).join('/')}`,
  groupAssignments: (groupId: string, ownerId: string) =>
    `/groups/assignments/group-info?${new URLSearchParams({ groupId, ownerId })}`,
  addAssignment: (studyGroupId: string) => `/groups/assignments/add?${new URLSearchParams({ studyGroupId })}`,
  editAssignment: (assignmentId: string, studyGroupId: string) =>
    `/groups/assignments/update?${new URLSearchParams({ assignmentId, studyGroupId })}`,
  linkQuestion: (assignmentId: string) => `/groups/assignments/add/link-question?${new URLSearchParams({ assignmentId })}`,
  pickQuestions: (assignmentId: string) => `/groups/assignments/add/questions-repository?${new URLSearchParams({ assignmentId })}`,
  /** Editing a question; fromAssign tells where to return ("true": the assignment being edited). */
  editQuestion: (type: string, questionId: string, from?: { assignmentId: string; studyGroupId: string }) =>
    from
      ? `/groups/assignments/update-question-assignment/true/${type}?${new URLSearchParams({ questionId, ...from })}`
      : `/profile/questions/update/${type}?${new URLSearchParams({ questionId })}`,
  assignmentGrades: (assignmentId: string) => `/groups/assignments/grades?${new URLSearchParams({ assignmentId })}`,
  attemptsByProfile: (profileId: string, assignmentId: string) =>
    `/groups/assignments/attemptsByProfile?${new URLSearchParams({ profileId, assignmentId })}`,
  questionAttemptsByProfile: (assignmentAttemptId: string, profileId: string) =>
    `/groups/assignments/questionsAttemptsByProfile?${new URLSearchParams({ assignmentAttemptId, profileId })}`,
  assignment: (assignmentId: string) => `/assignment/main/${encodeURIComponent(assignmentId)}`,
  solveAssignment: (assignmentId: string) => `/assignment/solve/${encodeURIComponent(assignmentId)}`,
  addQuestion: '/profile/addQuestion',
  ownQuestionAttempts: (assignmentAttemptId: string, profileId: string) =>
    `/profile/grades/questions?${new URLSearchParams({ assignmentAttemptId, profileId })}`,
  freeMode: '/free-mode',
  notifications: '/notifications',
  profile: '/profile',
  questions: '/profile/questions',
  grades: '/profile/grades',
} as const;
