import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@aula/api';
import { addQuestion, createAssignment, createGroup, sampleQuestions, type OrError, type SampleType, type TestUser } from './helpers.js';
import { serverSecret } from '../src/db/secrets.js';
import { shownOrder, shuffledColumn } from '../src/features/questions/shuffle.js';
import * as fixture from './assignmentsFixture.js';

// Reading an assignment with its questions, and updating it.

describe('assignments', () => {
  fixture.startAssignmentsFixture();

  describe('getOne with questions', () => {
    let assignmentId: string;
    const questionIds: Record<string, string> = {};

    beforeAll(async () => {
      assignmentId = (await createAssignment(fixture.api, fixture.owner, fixture.groupId, { name: 'Todos los tipos' })).id;
      for (const type of Object.keys(sampleQuestions) as SampleType[]) {
        const body = type === 'SHORT_ANSWER' ? { ...sampleQuestions[type], acceptedAnswers: ['clorofila'] } : sampleQuestions[type];
        questionIds[type] = (await addQuestion(fixture.api, fixture.owner, assignmentId, body)).id;
      }
    });

    const byType = (assignment: Assignment) => Object.fromEntries(assignment.questions!.map((q) => [q.type, q]));

    it('without includeQuestions carries only the ids, in order', async () => {
      const reply = await fixture.getOne(fixture.member, assignmentId);
      expect(reply.status).toBe(200);
      expect(reply.body.questions).toBeUndefined();
      expect(reply.body.questionsIds).toEqual(Object.values(questionIds));
    });

    it('shows the owner the questions in order with their answer keys', async () => {
      const reply = await fixture.getOne(fixture.owner, assignmentId, true);
      expect(reply.status).toBe(200);
      expect(reply.body.questions!.map((q) => q.id)).toEqual(Object.values(questionIds));
      const q = byType(reply.body);
      expect(q.TRUE_OR_FALSE).toMatchObject({ statement: 'La Tierra es redonda', correctAnswer: true });
      expect(q.FILL_BLANKS).toMatchObject({ statement: 'El sol es una estrella enorme.', correctWords: ['sol', 'estrella'] });
      expect(q.MATCH_COLUMNS).toMatchObject({
        leftColumn: ['Perú', 'Chile', 'México'],
        rightColumn: ['Lima', 'Santiago', 'Ciudad de México'],
      });
      expect(q.MULTIPLE_ANSWER).toMatchObject({ options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] });
      expect(q.SHORT_ANSWER).toMatchObject({ acceptedAnswers: ['clorofila'] });
      expect(q.NUMERICAL).toMatchObject({ answers: [{ value: 3.14, tolerance: 0.01, credit: 100 }] });
      expect(q.ORDERING).toMatchObject({ items: sampleQuestions.ORDERING.items });
    });

    it('shows a member no answer key: blanks as segments, the right column shuffled', async () => {
      const reply = await fixture.getOne(fixture.member, assignmentId, true);
      expect(reply.status).toBe(200);
      expect(reply.body.questions!.map((q) => q.id)).toEqual(Object.values(questionIds));
      for (const question of reply.body.questions!) {
        for (const field of fixture.keyFields) expect(question, `${question.type}.${field}`).not.toHaveProperty(field);
      }
      const q = byType(reply.body);
      expect(q.TRUE_OR_FALSE!.statement).toBe('La Tierra es redonda');

      const blanks = q.FILL_BLANKS!;
      expect(blanks.segments).toEqual(['El ', ' es una ', ' enorme.']);
      expect(blanks.statement).toBe('El ____ es una ____ enorme.');
      expect(blanks.statement).not.toMatch(/\bsol\b/);
      expect(blanks.statement).not.toContain('estrella');

      const match = q.MATCH_COLUMNS!;
      const original = ['Lima', 'Santiago', 'Ciudad de México'];
      expect(match.leftColumn).toEqual(['Perú', 'Chile', 'México']);
      // The student's own order, keyed by the server's secret (it may be the author's, as any other).
      expect(match.rightColumn).toEqual(
        shuffledColumn(original, await serverSecret(fixture.api.db, 'column-order'), match.id, fixture.member.profileId),
      );

      expect(q.MULTIPLE_ANSWER!.options).toEqual(['2', '4', '5', '9']);
      expect(q.SHORT_ANSWER!.statement).toBe('Explique la fotosíntesis');
      expect(q.NUMERICAL!.statement).toBe('¿Cuánto vale pi con dos decimales?');
      const items = sampleQuestions.ORDERING.items;
      const shown = await serverSecret(fixture.api.db, 'column-order');
      expect(q.ORDERING!.items).toEqual(shownOrder(items.length, shown, q.ORDERING!.id, fixture.member.profileId).map((i) => items[i]));

      // Nowhere in the payload, whatever the field name.
      const raw = JSON.stringify(reply.body);
      expect(raw).not.toContain('clorofila');
      expect(raw).not.toContain('estrella');
    });

    it('refuses an outsider with 403 and answers 404 for an unknown id', async () => {
      const reply = await fixture.getOne(fixture.outsider, assignmentId, true);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(fixture.forbiddenMessage);
      const unknown = await fixture.getOne(fixture.owner, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: fixture.notFoundMessage });
    });
  });

  describe('update', () => {
    let assignment: Assignment;
    let q: string[];

    beforeAll(async () => {
      assignment = (await createAssignment(fixture.api, fixture.owner, fixture.groupId, {
        name: 'Editable',
        description: 'Antes',
        difficulty: 'INTERMEDIATE',
      })) as Assignment;
      q = [];
      for (const type of ['TRUE_OR_FALSE', 'SHORT_ANSWER', 'MULTIPLE_ANSWER'] as const) {
        q.push((await addQuestion(fixture.api, fixture.owner, assignment.id, sampleQuestions[type])).id);
      }
    });

    const update = (user: TestUser, body: Record<string, unknown>, id = assignment.id) =>
      fixture.api.call<OrError<Assignment>>('PATCH', `assignments/update/${id}`, { token: user.token, body });

    it('changes only the fields sent, normalised', async () => {
      const reply = await update(fixture.owner, { name: '  Editada   ya ' });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        name: 'Editada ya',
        description: 'Antes',
        difficulty: 'INTERMEDIATE',
        questionsIds: q,
        isActive: true,
      });
      const more = await update(fixture.owner, { description: ' Después  de  editar ', difficulty: 'HARD' });
      expect(more.body).toMatchObject({ name: 'Editada ya', description: 'Después de editar', difficulty: 'HARD' });
      expect((await fixture.getOne(fixture.member, assignment.id)).body).toEqual(more.body);
    });

    it('sets and clears the due date', async () => {
      const dueDate = '2031-01-02T03:04:05.000Z';
      expect((await update(fixture.owner, { dueDate })).body.dueDate).toBe(dueDate);
      expect((await update(fixture.owner, { name: 'Editada ya' })).body.dueDate).toBe(dueDate);
      expect((await update(fixture.owner, { dueDate: null })).body.dueDate).toBeNull();
    });

    it.each([
      [{ name: 'ab' }, 'El título debe tener al menos 3 caracteres'],
      [{ description: '  ' }, 'La descripción no puede estar vacía'],
    ])('validates %j like create', async (body, message) => {
      const reply = await update(fixture.owner, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    });

    it('questionsIds sets the order and unlinks the questions left out', async () => {
      const reply = await update(fixture.owner, { questionsIds: [q[2], q[0]] });
      expect(reply.status).toBe(200);
      expect(reply.body.questionsIds).toEqual([q[2], q[0]]);
      const read = await fixture.getOne(fixture.owner, assignment.id, true);
      expect(read.body.questions!.map((x) => x.id)).toEqual([q[2], q[0]]);

      // The unlinked one can come back, wherever the owner puts it.
      const back = await update(fixture.owner, { questionsIds: [q[1], q[2], q[0]] });
      expect(back.body.questionsIds).toEqual([q[1], q[2], q[0]]);
    });

    it('refuses a question of another author that is not linked, an unknown one, or a repeat, changing nothing', async () => {
      const before = (await fixture.getOne(fixture.owner, assignment.id)).body;
      for (const questionsIds of [[...before.questionsIds, fixture.foreignQuestionId], [randomUUID()], [q[0], q[0]]]) {
        const reply = await update(fixture.owner, { questionsIds });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toEqual(expect.any(String));
      }
      expect((await fixture.getOne(fixture.owner, assignment.id)).body).toEqual(before);
    });

    it('refuses moving the assignment to another group with 400', async () => {
      const otherGroup = (await createGroup(fixture.api, fixture.owner, [], { name: 'Destino' })).id;
      for (const studyGroupId of [otherGroup, fixture.outsiderGroupId]) {
        const reply = await update(fixture.owner, { studyGroupId });
        expect(reply.status).toBe(400);
      }
      expect((await fixture.getOne(fixture.owner, assignment.id)).body.studyGroupId).toBe(fixture.groupId);
      // Sending the same group back (the web form sends every field) is fine.
      expect((await update(fixture.owner, { studyGroupId: fixture.groupId })).status).toBe(200);
    });

    it('refuses a member and an outsider with 403, changing nothing', async () => {
      const before = (await fixture.getOne(fixture.owner, assignment.id)).body;
      for (const user of [fixture.member, fixture.outsider]) {
        const reply = await update(user, { name: 'Tomada', questionsIds: [] });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(fixture.forbiddenMessage);
      }
      expect((await fixture.getOne(fixture.owner, assignment.id)).body).toEqual(before);
    });

    it('answers 404 for an unknown assignment', async () => {
      const reply = await update(fixture.owner, { name: 'Nadie' }, randomUUID());
      expect(reply.status).toBe(404);
    });
  });
});
