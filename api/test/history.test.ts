import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, classmate, groupId, outsider, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, sampleQuestions, type TestUser } from './helpers.js';

// Grades are history: the assignment (and group) of a student's own attempt stays readable to that student after
// the assignment or the group is deactivated, or the student leaves the group; nothing more than that.

startClassroom({ classmate: true, outsider: true });

let assignmentId: string;
let questionId: string;

const assignmentsByIds = (user: TestUser, ...ids: string[]) => api.call('GET', `assignments/getAll?ids=${ids.join(',')}`, { token: user.token });
const groupsByIds = (user: TestUser, ...ids: string[]) => api.call('GET', `study-group/getAll?ids=${ids.join(',')}`, { token: user.token });

/** What the student must still read of the assignment: its own fields, none of its questions. */
async function expectHistoryView(isActive: boolean) {
  const listed = await assignmentsByIds(student, assignmentId);
  expect(listed.status).toBe(200);
  expect(listed.body).toHaveLength(1);
  expect(listed.body[0]).toMatchObject({
    id: assignmentId,
    name: 'Tarea de historia',
    description: 'Practicar fracciones',
    isActive,
    questionsIds: [],
  });

  const one = await api.call('GET', `assignments/getOne?id=${assignmentId}&includeQuestions=true`, { token: student.token });
  expect(one.status).toBe(200);
  expect(one.body).toMatchObject({ id: assignmentId, name: 'Tarea de historia', questionsIds: [], questions: [] });

  const grades = await api.call('GET', `assignments/getAttemptsWithAssignment?profileId=${student.profileId}`, { token: student.token });
  expect(grades.status).toBe(200);
  expect(grades.body.map((a: { assignment: { name: string } }) => a.assignment.name)).toEqual(['Tarea de historia']);

  // The question answered stays readable through the attempt, in the solver view.
  const answers = await api.call('GET', `question/getAllAttempts?profileId=${student.profileId}&includeQuestion=true`, { token: student.token });
  expect(answers.body.map((a: { question: { id: string; view: string } }) => a.question)).toMatchObject([{ id: questionId, view: 'SOLVER' }]);
}

/** Nobody else gains anything: the classmate who never attempted it and an outsider read nothing. */
async function expectNothingForOthers() {
  for (const user of [classmate, outsider]) {
    const listed = await assignmentsByIds(user, assignmentId);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
    expect((await api.call('GET', `assignments/getOne?id=${assignmentId}`, { token: user.token })).status).not.toBe(200);
  }
  expect((await groupsByIds(outsider, groupId)).body).toEqual([]);
}

beforeAll(async () => {
  assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Tarea de historia' })).id;
  questionId = (await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
  const submitted = await api.call('POST', 'assignments/submit', {
    token: student.token,
    body: { assignmentId, clientSubmissionId: randomUUID(), answers: [{ questionId, trueOrFalseAnswer: true }] },
  });
  expect(submitted.status).toBe(201);
});

describe("a student's attempted assignment", () => {
  it('is read in full while it is active', async () => {
    const listed = await assignmentsByIds(student, assignmentId);
    expect(listed.body[0].questionsIds).toEqual([questionId]);
  });

  it('stays readable to its author, without questions, once deactivated', async () => {
    expect((await api.call('PATCH', `assignments/deactivate/${assignmentId}`, { token: teacher.token })).status).toBe(200);
    await expectHistoryView(false);
    await expectNothingForOthers();
    // Listing the group's assignments still shows a member the active ones only, and it cannot be solved again.
    const groupList = await api.call('GET', `assignments/getAll?studyGroupId=${groupId}`, { token: student.token });
    expect(groupList.body).toEqual([]);
    const again = await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: { assignmentId, clientSubmissionId: randomUUID(), answers: [] },
    });
    expect(again.status).toBe(404);
  });

  it('stays readable, with its group, after the student leaves the group', async () => {
    const removed = await api.call('DELETE', 'study-group/removeMember', { token: teacher.token, body: { groupId, profileId: student.profileId } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await expectHistoryView(false);
    await expectNothingForOthers();

    const group = await groupsByIds(student, groupId);
    expect(group.body).toHaveLength(1);
    // The group's name, not who is still in it.
    expect(group.body[0]).toMatchObject({ id: groupId, name: 'Matemáticas 3B', profilesId: [] });
    // Only by id: the former member's list of groups no longer has it.
    expect((await api.call('GET', 'study-group/getAll', { token: student.token })).body).toEqual([]);
  });

  it('stays readable after the group is deactivated', async () => {
    expect((await api.call('PATCH', `study-group/deactivate/${groupId}`, { token: teacher.token })).status).toBe(200);
    await expectHistoryView(false);
    await expectNothingForOthers();
    expect((await groupsByIds(student, groupId)).body).toMatchObject([{ id: groupId, isActive: false }]);
  });
});
