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
  freeMode: '/free-mode',
  notifications: '/notifications',
  profile: '/profile',
  questions: '/profile/questions',
  grades: '/profile/grades',
} as const;
