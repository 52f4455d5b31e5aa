import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@aula/api';
import { addQuestion, createAssignment, createGroup, sampleQuestions, type OrError } from './helpers.js';
import * as fixture from './assignmentsFixture.js';

// Creating and listing assignments.

describe('assignments', () => {
  fixture.startAssignmentsFixture();

  describe('create', () => {
    it('creates an assignment for the owner with EASY by default and normalised texts', async () => {
      const reply = await fixture.api.call<OrError<Assignment>>('POST', 'assignments/create', {
        token: fixture.owner.token,
        body: { name: '  Tarea   de  fracciones ', description: ' Sumar y \n restar   fracciones ', studyGroupId: fixture.groupId },
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        dueDate: null,
        name: 'Tarea de fracciones',
        difficulty: 'EASY',
        description: 'Sumar y restar fracciones',
        assignerProfileId: fixture.owner.profileId,
        assigneeProfileId: null,
        studyGroupId: fixture.groupId,
        isActive: true,
        questionsIds: [],
        questionCount: 0,
        maxAttempts: 1,
        gradingMethod: 'HIGHEST',
        openForPractice: false,
        timeLimitMinutes: null,
        viewerAttemptCount: 0,
        viewerAttemptsLeft: 1,
        viewerGrade: null,
        status: 'DRAFT',
        publishedAt: null,
        publishAt: null,
        closeAt: null,
      });
      expect((await fixture.getOne(fixture.owner, reply.body.id)).body).toEqual(reply.body);
      // A new assignment is a draft: members do not see it.
      const read = await fixture.getOne(fixture.member, reply.body.id);
      expect(read.status).toBe(404);
    });

    it('keeps a given difficulty, due date and own assigner id', async () => {
      const dueDate = '2030-05-01T15:30:00.000Z';
      const reply = await fixture.create(fixture.owner, { difficulty: 'HARD', dueDate, assignerProfileId: fixture.owner.profileId });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ difficulty: 'HARD', dueDate, assignerProfileId: fixture.owner.profileId });
    });

    it.each([
      ['a two-letter name', { name: 'ab' }, 'El título debe tener al menos 3 caracteres'],
      ['a name that is two letters once trimmed', { name: '   ab   ' }, 'El título debe tener al menos 3 caracteres'],
      ['a missing name', { name: undefined }, 'El título debe tener al menos 3 caracteres'],
      ['an empty description', { description: '' }, 'La descripción no puede estar vacía'],
      ['a blank description', { description: '   \n ' }, 'La descripción no puede estar vacía'],
      ['a missing description', { description: undefined }, 'La descripción no puede estar vacía'],
    ])('refuses %s with the spec message', async (_label, body, message) => {
      const reply = await fixture.create(fixture.owner, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('refuses a difficulty outside the list', async () => {
      for (const difficulty of ['EXTREME', 'easy', 3]) {
        const reply = await fixture.create(fixture.owner, { difficulty });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toEqual(expect.any(String));
      }
    });

    it('refuses a member and an outsider with 403 and creates nothing', async () => {
      const before = (await fixture.getAll(fixture.owner, `studyGroupId=${fixture.groupId}`)).body;
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await fixture.create(user, { name: 'Tarea ajena' });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({ statusCode: 403, error: 'Forbidden', message: fixture.forbiddenMessage });
      }
      // An assigner id that is not the caller is refused too.
      const impostor = await fixture.create(fixture.owner, { assignerProfileId: fixture.member.profileId });
      expect(impostor.status).toBe(403);
      expect((await fixture.getAll(fixture.owner, `studyGroupId=${fixture.groupId}`)).body).toEqual(before);
    });

    it('links the given questionsIds of the own bank, in order, and refuses a foreign one creating nothing', async () => {
      const bank = [];
      for (const statement of ['Primera afirmación', 'Segunda afirmación']) {
        const made = await fixture.api.call('POST', 'question/createTrueOrFalseQuestion', {
          token: fixture.owner.token,
          body: { type: 'TRUE_OR_FALSE', statement, correctAnswer: false },
        });
        expect(made.status).toBe(201);
        bank.push(made.body.id as string);
      }
      const linked = await fixture.create(fixture.owner, { name: 'Con banco', questionsIds: [bank[1], bank[0]] });
      expect(linked.status).toBe(201);
      expect(linked.body.questionsIds).toEqual([bank[1], bank[0]]);

      const before = (await fixture.getAll(fixture.owner, `studyGroupId=${fixture.groupId}`)).body;
      const refused = await fixture.create(fixture.owner, { name: 'Con ajena', questionsIds: [bank[0], fixture.foreignQuestionId] });
      expect(refused.status).toBe(400);
      expect((await fixture.getAll(fixture.owner, `studyGroupId=${fixture.groupId}`)).body).toEqual(before);
    });

    it('answers 404 for an unknown group', async () => {
      const reply = await fixture.create(fixture.owner, { studyGroupId: randomUUID() });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(fixture.notFoundMessage);
    });
  });

  describe('listing', () => {
    let listGroupId: string;
    const ids: string[] = [];

    beforeAll(async () => {
      listGroupId = (await createGroup(fixture.api, fixture.owner, [fixture.member], { name: 'Lista' })).id;
      for (const name of ['Primera', 'Segunda', 'Tercera', 'Vacía'])
        ids.push((await createAssignment(fixture.api, fixture.owner, listGroupId, { name })).id);
      // All but 'Vacía' get a question to solve.
      for (const id of ids.slice(0, 3)) await addQuestion(fixture.api, fixture.owner, id, sampleQuestions.TRUE_OR_FALSE);
      const off = await fixture.api.call('PATCH', `assignments/deactivate/${ids[1]}`, { token: fixture.owner.token });
      expect(off.status).toBe(200);
    });

    it('getAll?studyGroupId shows the owner every assignment and a member the active ones with questions only', async () => {
      const mine = await fixture.getAll(fixture.owner, `studyGroupId=${listGroupId}`);
      expect(mine.status).toBe(200);
      expect(mine.body.map((a) => a.name)).toEqual(['Primera', 'Segunda', 'Tercera', 'Vacía']);
      expect(mine.body.map((a) => a.isActive)).toEqual([true, false, true, true]);

      const theirs = await fixture.getAll(fixture.member, `studyGroupId=${listGroupId}`);
      expect(theirs.status).toBe(200);
      expect(theirs.body.map((a) => a.name)).toEqual(['Primera', 'Tercera']);
      expect(theirs.body.map((a) => a.questionsIds.length)).toEqual([1, 1]);
      // A question deactivated or unlinked empties 'Tercera': it leaves the member's list too.
      const [question] = (await fixture.getAll(fixture.owner, `ids=${ids[2]}`)).body[0]!.questionsIds;
      expect((await fixture.api.call('PATCH', `question/deactivate/${question}`, { token: fixture.owner.token })).status).toBe(200);
      expect((await fixture.getAll(fixture.member, `studyGroupId=${listGroupId}`)).body.map((a) => a.name)).toEqual(['Primera']);
      expect((await fixture.getAll(fixture.member, `studyGroupIds=${listGroupId}`)).body.map((a) => a.name)).toEqual(['Primera']);

      const inactive = await fixture.getAll(fixture.owner, `studyGroupId=${listGroupId}&isActive=false`);
      expect(inactive.body.map((a) => a.id)).toEqual([ids[1]]);
    });

    it('getAll?studyGroupId refuses an outsider with 403 and answers 404 for an unknown group', async () => {
      const reply = await fixture.getAll(fixture.outsider, `studyGroupId=${listGroupId}`);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ message: fixture.forbiddenMessage });
      const unknown = await fixture.getAll(fixture.owner, `studyGroupId=${randomUUID()}`);
      expect(unknown.status).toBe(404);
    });

    it('getAll with ids= returns only what the caller may see', async () => {
      const all = ids.join(',');
      expect((await fixture.getAll(fixture.owner, `ids=${all}`)).body.map((a) => a.id)).toEqual(ids);
      // By ids (a saved link, the gateway's batches) members read what they may; 'Vacía', never published, is a draft.
      expect((await fixture.getAll(fixture.member, `ids=${all}`)).body.map((a) => a.id)).toEqual([ids[0], ids[2]]);
      const outsiderReply = await fixture.getAll(fixture.outsider, `ids=${all}`);
      expect(outsiderReply.status).toBe(200);
      expect(outsiderReply.body).toEqual([]);
    });

    it('getAll pages with limit and X-Next-Cursor', async () => {
      const first = await fixture.getAll(fixture.owner, `studyGroupId=${listGroupId}&limit=2`);
      expect(first.body.map((a) => a.id)).toEqual([ids[0], ids[1]]);
      const cursor = first.headers.get('x-next-cursor');
      expect(cursor).toBeTruthy();
      const second = await fixture.getAll(fixture.owner, `studyGroupId=${listGroupId}&limit=2&cursor=${cursor}`);
      expect(second.body.map((a) => a.id)).toEqual([ids[2], ids[3]]);
      expect(second.headers.get('x-next-cursor')).toBeNull();
    });

    it('hides the assignments of a deactivated group from members, not from the owner', async () => {
      const closedGroup = (await createGroup(fixture.api, fixture.owner, [fixture.member], { name: 'Cerrado' })).id;
      const assignment = await createAssignment(fixture.api, fixture.owner, closedGroup);
      await addQuestion(fixture.api, fixture.owner, assignment.id, sampleQuestions.TRUE_OR_FALSE);
      expect((await fixture.getOne(fixture.member, assignment.id)).status).toBe(200);
      await fixture.api.call('PATCH', `study-group/deactivate/${closedGroup}`, { token: fixture.owner.token });

      expect((await fixture.getAll(fixture.member, `studyGroupId=${closedGroup}`)).body).toEqual([]);
      const hidden = await fixture.getOne(fixture.member, assignment.id);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(fixture.notFoundMessage);
      expect((await fixture.getOne(fixture.owner, assignment.id)).status).toBe(200);
    });
  });
});
