import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUpAll,
  startTestApi,
  type Reply,
  type TestApi,
  type TestUser,
} from './helpers.js';

const forbidden = { statusCode: 403, error: 'Forbidden', message: 'Acceso restringido. No tiene los roles para esta acción' };

/**
 * The roles: the owner manages the group, its members, assignments and grades; a member reads the
 * group and solves; nobody reads another group or another student's attempts.
 */
describe('authorization', () => {
  let api: TestApi;
  let owner: TestUser;
  let student: TestUser;
  let classmate: TestUser;
  let outsider: TestUser;
  let groupId: string;
  let assignmentId: string;
  let trueFalseId: string;
  let shortAnswerId: string;
  let attemptId: string;
  let pendingAnswerId: string;
  let studentAnswerIds: string[];
  let classmateAttemptId: string;
  let otherGroupId: string;
  let otherAssignmentId: string;
  let otherQuestionId: string;

  const submit = (user: TestUser, clientSubmissionId: string, shortAnswer: string) =>
    api.call('POST', 'assignments/submit', {
      token: user.token,
      body: {
        assignmentId,
        clientSubmissionId,
        answers: [
          { questionId: trueFalseId, trueOrFalseAnswer: true },
          { questionId: shortAnswerId, shortAnswer },
        ],
      },
    });

  beforeAll(async () => {
    api = await startTestApi();
    [owner, student, classmate, outsider] = await signUpAll(api, 'Teresa Quispe', 'Sofía Huamán', 'Carlos Mendoza', 'Olga Salas');

    groupId = (await createGroup(api, owner, [student, classmate], { name: 'Comunicación' })).id;
    assignmentId = (await createAssignment(api, owner, groupId, { name: 'Lectura' })).id;
    trueFalseId = (await addQuestion(api, owner, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
    shortAnswerId = (await addQuestion(api, owner, assignmentId, sampleQuestions.SHORT_ANSWER)).id;

    const mine = await submit(student, 'envio-sofia-1', 'La planta usa la luz');
    expect(mine.status).toBe(201);
    attemptId = mine.body.assignmentAttempt.id;
    studentAnswerIds = mine.body.questionAttempts.map((qa: { id: string }) => qa.id);
    pendingAnswerId = mine.body.questionAttempts.find((qa: { questionId: string }) => qa.questionId === shortAnswerId).id;
    const theirs = await submit(classmate, 'envio-carlos-1', 'No sé');
    expect(theirs.status).toBe(201);
    classmateAttemptId = theirs.body.assignmentAttempt.id;

    // The outsider owns a group of their own, with an assignment and a question.
    otherGroupId = (await createGroup(api, outsider, [], { name: 'Grupo de Olga' })).id;
    otherAssignmentId = (await createAssignment(api, outsider, otherGroupId, { name: 'Tarea de Olga' })).id;
    otherQuestionId = (await addQuestion(api, outsider, otherAssignmentId, sampleQuestions.FILL_BLANKS)).id;
  });
  afterAll(() => api.close());

  /** Everything an owner-only action could change, read back as the owner. */
  async function ownerSnapshot() {
    const reads = await Promise.all([
      api.call('GET', `study-group/getOne?id=${groupId}`, { token: owner.token }),
      api.call('GET', `assignments/getAll?studyGroupId=${groupId}`, { token: owner.token }),
      api.call('GET', `assignments/getOne?id=${assignmentId}&includeQuestions=true`, { token: owner.token }),
      api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}`, { token: owner.token }),
      api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}`, { token: owner.token }),
    ]);
    for (const read of reads) expect(read.status).toBe(200);
    return reads.map((read) => read.body);
  }

  describe("another group's data", () => {
    it.each([
      ['the group', () => `study-group/getOne?id=${otherGroupId}`],
      ['its assignments', () => `assignments/getAll?studyGroupId=${otherGroupId}`],
      ['one of its assignments', () => `assignments/getOne?id=${otherAssignmentId}&includeQuestions=true`],
      ["an assignment's questions", () => `question/getQuestionsByAssignment?assignmentId=${otherAssignmentId}`],
      ['its members', () => `profile/getAll?groupId=${otherGroupId}`],
    ])('a member of another group cannot read %s: 403', async (_label, path) => {
      const reply = await api.call('GET', path(), { token: student.token });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(forbidden);
    });

    it('batch look-ups by ids leave out what the caller may not see', async () => {
      const groups = await api.call('GET', `study-group/getAll?ids=${otherGroupId},${groupId}`, { token: student.token });
      expect(groups.status).toBe(200);
      expect(groups.body.map((g: { id: string }) => g.id)).toEqual([groupId]);

      const assignments = await api.call('GET', `assignments/getAll?ids=${otherAssignmentId}`, { token: student.token });
      expect(assignments.body).toEqual([]);

      const questions = await api.call('GET', `question/getAll?ids=${otherQuestionId}`, { token: student.token });
      expect(questions.status).toBe(200);
      expect(questions.body).toEqual([]);
    });

    it('the owner of that group does read it (control)', async () => {
      expect((await api.call('GET', `study-group/getOne?id=${otherGroupId}`, { token: outsider.token })).status).toBe(200);
      expect((await api.call('GET', `profile/getAll?groupId=${otherGroupId}`, { token: outsider.token })).status).toBe(200);
    });
  });

  describe("another student's attempts", () => {
    it.each([
      ['getAttempts by profileId', () => `assignments/getAttempts?profileId=${student.profileId}`],
      ['getAttempts by profileId and assignment', () => `assignments/getAttempts?profileId=${student.profileId}&assignmentId=${assignmentId}`],
      [
        'getAttemptsWithAssignment by profileId and assignment',
        () => `assignments/getAttemptsWithAssignment?profileId=${student.profileId}&assignmentId=${assignmentId}`,
      ],
      ['the answers of an attempt', () => `question/getAllAttempts?assignmentAttemptId=${attemptId}`],
      ['the answers by profileId', () => `question/getAllAttempts?profileId=${student.profileId}&includeQuestion=true`],
    ])('a classmate and an outsider cannot read %s: 403', async (_label, path) => {
      for (const user of [classmate, outsider]) {
        const reply = await api.call('GET', path(), { token: user.token });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual(forbidden);
      }
    });

    it("a classmate's lists and id look-ups hold only their own attempts", async () => {
      const byAssignment = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}`, { token: classmate.token });
      expect(byAssignment.status).toBe(200);
      expect(byAssignment.body.map((a: { id: string }) => a.id)).toEqual([classmateAttemptId]);

      const byIds = await api.call('GET', `assignments/getAttempts?ids=${attemptId}`, { token: classmate.token });
      expect(byIds.body).toEqual([]);

      const answers = await api.call('GET', `question/getAllAttempts?ids=${studentAnswerIds.join(',')}`, { token: classmate.token });
      expect(answers.status).toBe(200);
      expect(answers.body).toEqual([]);
    });

    it('the student reads their own attempts', async () => {
      const own = await api.call('GET', `assignments/getAttempts?profileId=${student.profileId}`, { token: student.token });
      expect(own.status).toBe(200);
      expect(own.body.map((a: { id: string }) => a.id)).toEqual([attemptId]);
      const answers = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}`, { token: student.token });
      expect(answers.body.map((qa: { id: string }) => qa.id).sort()).toEqual([...studentAnswerIds].sort());
    });

    it("the group owner reads a student's attempts and answers", async () => {
      const attempts = await api.call('GET', `assignments/getAttempts?profileId=${student.profileId}&assignmentId=${assignmentId}`, {
        token: owner.token,
      });
      expect(attempts.status).toBe(200);
      expect(attempts.body).toEqual([expect.objectContaining({ id: attemptId, profileId: student.profileId, assignmentId })]);

      const all = await api.call('GET', `assignments/getAttempts?assignmentId=${assignmentId}`, { token: owner.token });
      expect(all.body.map((a: { id: string }) => a.id).sort()).toEqual([attemptId, classmateAttemptId].sort());

      const answers = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}`, { token: owner.token });
      expect(answers.status).toBe(200);
      expect(answers.body.map((qa: { id: string }) => qa.id).sort()).toEqual([...studentAnswerIds].sort());
      expect(answers.body.every((qa: { profileId: string }) => qa.profileId === student.profileId)).toBe(true);
    });
  });

  // Last: its control test lets the owner change everything.
  describe('owner-only actions', () => {
    let before: unknown[];
    beforeAll(async () => {
      before = await ownerSnapshot();
    });

    // In an order the owner can run them one after another (the control test below does).
    const actions: Array<[string, (user: TestUser) => Promise<Reply<any>>]> = [
      ['update the group', (u) => api.call('PATCH', `study-group/update/${groupId}`, { token: u.token, body: { name: 'Grupo tomado' } })],
      ['add members', (u) => api.call('PATCH', 'study-group/addMembers', { token: u.token, body: { groupId, profilesId: [outsider.profileId] } })],
      [
        'remove a member',
        (u) => api.call('DELETE', 'study-group/removeMember', { token: u.token, body: { groupId, profileId: classmate.profileId } }),
      ],
      [
        'create an assignment',
        (u) =>
          api.call('POST', 'assignments/create', {
            token: u.token,
            body: { name: 'Tarea intrusa', description: 'No debería existir', studyGroupId: groupId },
          }),
      ],
      ['update the assignment', (u) => api.call('PATCH', `assignments/update/${assignmentId}`, { token: u.token, body: { name: 'Tarea tomada' } })],
      [
        'create and link a question',
        (u) =>
          api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
            token: u.token,
            body: { assignmentId, question: { type: 'TRUE_OR_FALSE', statement: 'Pregunta intrusa', correctAnswer: false } },
          }),
      ],
      ['unlink a question', (u) => api.call('PATCH', `assignments/delete/link-questions/${assignmentId}/${trueFalseId}`, { token: u.token })],
      ['grade a short answer', (u) => api.call('PATCH', `question/gradeAttempt/${pendingAnswerId}`, { token: u.token, body: { score: 100 } })],
      ['deactivate the assignment', (u) => api.call('PATCH', `assignments/deactivate/${assignmentId}`, { token: u.token })],
      ['deactivate the group', (u) => api.call('PATCH', `study-group/deactivate/${groupId}`, { token: u.token })],
    ];
    const cases = actions.flatMap(([name, run]) => [
      { name, who: 'a member (the student who answered)', run, actor: () => student },
      { name, who: 'an outsider', run, actor: () => outsider },
    ]);

    it.each(cases)('$name by $who: 403 and nothing changes', async ({ run, actor }) => {
      const reply = await run(actor());
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(forbidden);
      expect(await ownerSnapshot()).toEqual(before);
    });

    it('the pending short answer is still pending after the refused gradings', async () => {
      const answers = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}`, { token: owner.token });
      expect(answers.body.find((qa: { id: string }) => qa.id === pendingAnswerId).score).toBeNull();
      // The outsider's question bank did not receive the refused question either.
      const bank = await api.call('GET', 'question/getAll', { token: outsider.token });
      expect(bank.body.map((q: { statement: string }) => q.statement)).not.toContain('Pregunta intrusa');
    });

    it('control: the owner may do every one of these actions', async () => {
      for (const [name, run] of actions) {
        const reply = await run(owner);
        expect([200, 201], `${name}: ${JSON.stringify(reply.body)}`).toContain(reply.status);
      }
      const graded = await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}`, { token: owner.token });
      expect(graded.body.find((qa: { id: string }) => qa.id === pendingAnswerId).score).toBe(100);
    });
  });
});
