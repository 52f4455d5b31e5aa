import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@aula/api';
import { addQuestion, createAssignment, sampleQuestions, type OrError, type SampleType, type TestUser } from './helpers.js';
import * as fixture from './assignmentsFixture.js';

// Unlinking questions, deactivating, and creating a question into an assignment.

describe('assignments', () => {
  fixture.startAssignmentsFixture();

  describe('unlink a question', () => {
    let assignmentId: string;
    let first: string;
    let second: string;

    beforeAll(async () => {
      assignmentId = (await createAssignment(fixture.api, fixture.owner, fixture.groupId, { name: 'Desvincular' })).id;
      first = (await addQuestion(fixture.api, fixture.owner, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
      second = (await addQuestion(fixture.api, fixture.owner, assignmentId, sampleQuestions.SHORT_ANSWER)).id;
    });

    const unlink = (user: TestUser, questionId: string) =>
      fixture.api.call('PATCH', `assignments/delete/link-questions/${assignmentId}/${questionId}`, { token: user.token });

    it('refuses a member and an outsider with 403, keeping the link', async () => {
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await unlink(user, first);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds).toEqual([first, second]);
    });

    it('returns the assignment, the inactive question and the message; the question stays in the bank', async () => {
      const reply = await unlink(fixture.owner, first);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Pregunta desvinculada correctamente');
      expect(reply.body.question).toMatchObject({ id: first, type: 'TRUE_OR_FALSE', isActive: false });
      expect(reply.body.assignment).toMatchObject({ id: assignmentId, questionsIds: [second] });

      expect((await fixture.getOne(fixture.member, assignmentId)).body.questionsIds).toEqual([second]);
      const withQuestions = await fixture.getOne(fixture.member, assignmentId, true);
      expect(withQuestions.body.questions!.map((q) => q.id)).toEqual([second]);

      const bank = await fixture.api.call('GET', `question/getAll?ids=${first}`, { token: fixture.owner.token });
      expect(bank.body).toEqual([expect.objectContaining({ id: first, isActive: true })]);
    });

    it('answers 404 for a question that is not linked (any more)', async () => {
      expect((await unlink(fixture.owner, first)).status).toBe(404);
      expect((await unlink(fixture.owner, randomUUID())).status).toBe(404);
    });
  });

  describe('deactivate', () => {
    let assignmentId: string;
    beforeAll(async () => {
      assignmentId = (await createAssignment(fixture.api, fixture.owner, fixture.groupId, { name: 'Para borrar' })).id;
      await addQuestion(fixture.api, fixture.owner, assignmentId, sampleQuestions.TRUE_OR_FALSE);
    });

    it('refuses a member and an outsider with 403; the assignment stays active', async () => {
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await fixture.api.call('PATCH', `assignments/deactivate/${assignmentId}`, { token: user.token });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.member, assignmentId)).body.isActive).toBe(true);
    });

    it('lets the owner deactivate it: members lose it (404), the owner keeps it inactive', async () => {
      const reply = await fixture.api.call<OrError<Assignment>>('PATCH', `assignments/deactivate/${assignmentId}`, { token: fixture.owner.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: assignmentId, isActive: false, name: 'Para borrar' });

      const hidden = await fixture.getOne(fixture.member, assignmentId);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(fixture.notFoundMessage);
      expect((await fixture.getAll(fixture.member, `studyGroupId=${fixture.groupId}`)).body.map((a) => a.id)).not.toContain(assignmentId);

      const kept = await fixture.getOne(fixture.owner, assignmentId);
      expect(kept.status).toBe(200);
      expect(kept.body.isActive).toBe(false);
    });

    it('answers 404 for an unknown assignment', async () => {
      expect((await fixture.api.call('PATCH', `assignments/deactivate/${randomUUID()}`, { token: fixture.owner.token })).status).toBe(404);
    });
  });

  describe('createAssignmentsQuestions', () => {
    let assignmentId: string;
    beforeAll(async () => {
      assignmentId = (await createAssignment(fixture.api, fixture.owner, fixture.groupId, { name: 'Con preguntas' })).id;
    });

    const createLinked = (user: TestUser, question: unknown) =>
      fixture.api.call('POST', 'assignments-questions/createAssignmentsQuestions', { token: user.token, body: { assignmentId, question } });

    it.each(Object.keys(sampleQuestions) as SampleType[])('creates a %s question and appends it to the assignment', async (type) => {
      const before = (await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds;
      const reply = await createLinked(fixture.owner, { ...sampleQuestions[type], statement: `  ${sampleQuestions[type].statement}  ` });
      expect(reply.status).toBe(201);
      const { createdQuestion, updatedAssignment } = reply.body;
      expect(createdQuestion).toMatchObject({
        type,
        statement: sampleQuestions[type].statement,
        difficulty: 'EASY',
        isActive: true,
        profileId: fixture.owner.profileId,
        assignmentId,
      });
      expect(updatedAssignment).toMatchObject({ id: assignmentId, questionsIds: [...before, createdQuestion.id] });
      expect((await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds).toEqual([...before, createdQuestion.id]);
    });

    it('appends questions sent at the same time one after another, each last in its own answer', async () => {
      const fresh = (await createAssignment(fixture.api, fixture.owner, fixture.groupId, { name: 'A la vez' })).id;
      const replies = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          fixture.api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
            token: fixture.owner.token,
            body: { assignmentId: fresh, question: { ...sampleQuestions.TRUE_OR_FALSE, statement: `Afirmación número ${n}` } },
          }),
        ),
      );
      for (const reply of replies) {
        expect(reply.status).toBe(201);
        expect(reply.body.updatedAssignment.questionsIds.at(-1)).toBe(reply.body.createdQuestion.id);
      }
      // Each saw the ones before it: lists of 1 to 5, each extending the previous one.
      const lists: string[][] = replies.map((r) => r.body.updatedAssignment.questionsIds).sort((a, b) => a.length - b.length);
      expect(lists.map((l) => l.length)).toEqual([1, 2, 3, 4, 5]);
      lists.slice(1).forEach((list, i) => expect(list.slice(0, -1)).toEqual(lists[i]));
      const read = await fixture.getOne(fixture.owner, fresh, true);
      expect(read.body.questionsIds).toEqual(lists[4]);
      expect(read.body.questions!.map((q) => q.id)).toEqual(lists[4]);
    });

    it('keeps the answer key of the created question for its author', async () => {
      const reply = await createLinked(fixture.owner, sampleQuestions.MULTIPLE_ANSWER);
      expect(reply.body.createdQuestion).toMatchObject({ options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] });
    });

    it.each([
      ['an unknown type', { type: 'ESSAY', statement: 'Escriba un ensayo' }],
      ['a missing type', { statement: 'Escriba un ensayo' }],
    ])('refuses %s with 400 Tipo de pregunta desconocido', async (_label, question) => {
      const before = (await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds;
      const reply = await createLinked(fixture.owner, question);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Tipo de pregunta desconocido');
      expect((await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds).toEqual(before);
    });

    it("refuses a question breaking its type's rules with the spec message", async () => {
      const reply = await createLinked(fixture.owner, { type: 'FILL_BLANKS', statement: 'Hola', correctWords: ['Hola'] });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Debe colocar al menos 5 caracteres');
    });

    it('refuses a member and an outsider with 403 and links nothing', async () => {
      const before = (await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds;
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await createLinked(user, sampleQuestions.TRUE_OR_FALSE);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
        // Nothing was left behind in the caller's bank either.
        const bank = await fixture.api.call('GET', 'question/getAll', { token: user.token });
        expect(bank.body.filter((q: { statement: string }) => q.statement === sampleQuestions.TRUE_OR_FALSE.statement)).toEqual([]);
      }
      expect((await fixture.getOne(fixture.owner, assignmentId)).body.questionsIds).toEqual(before);
    });

    it('answers 404 for an unknown assignment', async () => {
      const reply = await fixture.api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
        token: fixture.owner.token,
        body: { assignmentId: randomUUID(), question: sampleQuestions.TRUE_OR_FALSE },
      });
      expect(reply.status).toBe(404);
    });
  });
});
