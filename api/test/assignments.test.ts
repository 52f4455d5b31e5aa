import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@aula/api';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUp,
  startTestApi,
  type OrError,
  type SampleType,
  type TestApi,
  type TestUser,
} from './helpers.js';
import { serverSecret } from '../src/db/secrets.js';
import { shuffledColumn } from '../src/features/questions/shuffle.js';

const forbiddenMessage = 'Acceso restringido. No tiene los roles para esta acción';
const notFoundMessage = 'No se encontró el recurso';

/** The fields that carry an answer key; none may reach a solver. */
const keyFields = ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers'];

describe('assignments', () => {
  let api: TestApi;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let groupId: string;
  let outsiderGroupId: string;
  /** A question in the outsider's bank, linked nowhere. */
  let foreignQuestionId: string;

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signUp(api, { firstName: 'Teresa', lastName: 'Quispe' });
    member = await signUp(api, { firstName: 'Mario', lastName: 'Rojas' });
    outsider = await signUp(api, { firstName: 'Olga', lastName: 'Salas' });
    groupId = (await createGroup(api, owner, [member], { name: 'Matemáticas' })).id;
    outsiderGroupId = (await createGroup(api, outsider, [], { name: 'Otro grupo' })).id;
    const foreign = await api.call('POST', 'question/createShortAnswerQuestion', {
      token: outsider.token,
      body: { type: 'SHORT_ANSWER', statement: 'Pregunta de otra autora' },
    });
    expect(foreign.status).toBe(201);
    foreignQuestionId = foreign.body.id;
  });
  afterAll(() => api.close());

  const getOne = (user: TestUser, id: string, includeQuestions = false) =>
    api.call<OrError<Assignment>>('GET', `assignments/getOne?id=${id}${includeQuestions ? '&includeQuestions=true' : ''}`, { token: user.token });
  const getAll = (user: TestUser, query: string) => api.call<OrError<Assignment[]>>('GET', `assignments/getAll?${query}`, { token: user.token });
  const create = (user: TestUser, body: Record<string, unknown>) =>
    api.call<OrError<Assignment>>('POST', 'assignments/create', {
      token: user.token,
      body: { name: 'Tarea', description: 'Descripción', studyGroupId: groupId, ...body },
    });

  describe('create', () => {
    it('creates an assignment for the owner with EASY by default and normalised texts', async () => {
      const reply = await api.call<OrError<Assignment>>('POST', 'assignments/create', {
        token: owner.token,
        body: { name: '  Tarea   de  fracciones ', description: ' Sumar y \n restar   fracciones ', studyGroupId: groupId },
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        dueDate: null,
        name: 'Tarea de fracciones',
        difficulty: 'EASY',
        description: 'Sumar y restar fracciones',
        assignerProfileId: owner.profileId,
        assigneeProfileId: null,
        studyGroupId: groupId,
        isActive: true,
        questionsIds: [],
      });
      const read = await getOne(member, reply.body.id);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(reply.body);
    });

    it('keeps a given difficulty, due date and own assigner id', async () => {
      const dueDate = '2030-05-01T15:30:00.000Z';
      const reply = await create(owner, { difficulty: 'HARD', dueDate, assignerProfileId: owner.profileId });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ difficulty: 'HARD', dueDate, assignerProfileId: owner.profileId });
    });

    it.each([
      ['a two-letter name', { name: 'ab' }, 'El título debe tener al menos 3 caracteres'],
      ['a name that is two letters once trimmed', { name: '   ab   ' }, 'El título debe tener al menos 3 caracteres'],
      ['a missing name', { name: undefined }, 'El título debe tener al menos 3 caracteres'],
      ['an empty description', { description: '' }, 'La descripción no puede estar vacía'],
      ['a blank description', { description: '   \n ' }, 'La descripción no puede estar vacía'],
      ['a missing description', { description: undefined }, 'La descripción no puede estar vacía'],
    ])('refuses %s with the spec message', async (_label, body, message) => {
      const reply = await create(owner, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('refuses a difficulty outside the list', async () => {
      for (const difficulty of ['EXTREME', 'easy', 3]) {
        const reply = await create(owner, { difficulty });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toEqual(expect.any(String));
      }
    });

    it('refuses a member and an outsider with 403 and creates nothing', async () => {
      const before = (await getAll(owner, `studyGroupId=${groupId}`)).body;
      for (const user of [member, outsider]) {
        const reply = await create(user, { name: 'Tarea ajena' });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({ statusCode: 403, error: 'Forbidden', message: forbiddenMessage });
      }
      // An assigner id that is not the caller is refused too.
      const impostor = await create(owner, { assignerProfileId: member.profileId });
      expect(impostor.status).toBe(403);
      expect((await getAll(owner, `studyGroupId=${groupId}`)).body).toEqual(before);
    });

    it('links the given questionsIds of the own bank, in order, and refuses a foreign one creating nothing', async () => {
      const bank = [];
      for (const statement of ['Primera afirmación', 'Segunda afirmación']) {
        const made = await api.call('POST', 'question/createTrueOrFalseQuestion', {
          token: owner.token,
          body: { type: 'TRUE_OR_FALSE', statement, correctAnswer: false },
        });
        expect(made.status).toBe(201);
        bank.push(made.body.id as string);
      }
      const linked = await create(owner, { name: 'Con banco', questionsIds: [bank[1], bank[0]] });
      expect(linked.status).toBe(201);
      expect(linked.body.questionsIds).toEqual([bank[1], bank[0]]);

      const before = (await getAll(owner, `studyGroupId=${groupId}`)).body;
      const refused = await create(owner, { name: 'Con ajena', questionsIds: [bank[0], foreignQuestionId] });
      expect(refused.status).toBe(400);
      expect((await getAll(owner, `studyGroupId=${groupId}`)).body).toEqual(before);
    });

    it('answers 404 for an unknown group', async () => {
      const reply = await create(owner, { studyGroupId: randomUUID() });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(notFoundMessage);
    });
  });

  describe('listing', () => {
    let listGroupId: string;
    const ids: string[] = [];

    beforeAll(async () => {
      listGroupId = (await createGroup(api, owner, [member], { name: 'Lista' })).id;
      for (const name of ['Primera', 'Segunda', 'Tercera']) ids.push((await createAssignment(api, owner, listGroupId, { name })).id);
      const off = await api.call('PATCH', `assignments/deactivate/${ids[1]}`, { token: owner.token });
      expect(off.status).toBe(200);
    });

    it('getAll?studyGroupId shows the owner every assignment and a member the active ones only', async () => {
      const mine = await getAll(owner, `studyGroupId=${listGroupId}`);
      expect(mine.status).toBe(200);
      expect(mine.body.map((a) => a.name)).toEqual(['Primera', 'Segunda', 'Tercera']);
      expect(mine.body.map((a) => a.isActive)).toEqual([true, false, true]);

      const theirs = await getAll(member, `studyGroupId=${listGroupId}`);
      expect(theirs.status).toBe(200);
      expect(theirs.body.map((a) => a.name)).toEqual(['Primera', 'Tercera']);

      const inactive = await getAll(owner, `studyGroupId=${listGroupId}&isActive=false`);
      expect(inactive.body.map((a) => a.id)).toEqual([ids[1]]);
    });

    it('getAll?studyGroupId refuses an outsider with 403 and answers 404 for an unknown group', async () => {
      const reply = await getAll(outsider, `studyGroupId=${listGroupId}`);
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ message: forbiddenMessage });
      const unknown = await getAll(owner, `studyGroupId=${randomUUID()}`);
      expect(unknown.status).toBe(404);
    });

    it('getAll with ids= returns only what the caller may see', async () => {
      const all = ids.join(',');
      expect((await getAll(owner, `ids=${all}`)).body.map((a) => a.id)).toEqual(ids);
      expect((await getAll(member, `ids=${all}`)).body.map((a) => a.id)).toEqual([ids[0], ids[2]]);
      const outsiderReply = await getAll(outsider, `ids=${all}`);
      expect(outsiderReply.status).toBe(200);
      expect(outsiderReply.body).toEqual([]);
    });

    it('getAll pages with limit and X-Next-Cursor', async () => {
      const first = await getAll(owner, `studyGroupId=${listGroupId}&limit=2`);
      expect(first.body.map((a) => a.id)).toEqual([ids[0], ids[1]]);
      const cursor = first.headers.get('x-next-cursor');
      expect(cursor).toBeTruthy();
      const second = await getAll(owner, `studyGroupId=${listGroupId}&limit=2&cursor=${cursor}`);
      expect(second.body.map((a) => a.id)).toEqual([ids[2]]);
      expect(second.headers.get('x-next-cursor')).toBeNull();
    });

    it('hides the assignments of a deactivated group from members, not from the owner', async () => {
      const closedGroup = (await createGroup(api, owner, [member], { name: 'Cerrado' })).id;
      const assignment = await createAssignment(api, owner, closedGroup);
      expect((await getOne(member, assignment.id)).status).toBe(200);
      await api.call('PATCH', `study-group/deactivate/${closedGroup}`, { token: owner.token });

      expect((await getAll(member, `studyGroupId=${closedGroup}`)).body).toEqual([]);
      const hidden = await getOne(member, assignment.id);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(notFoundMessage);
      expect((await getOne(owner, assignment.id)).status).toBe(200);
    });
  });

  describe('getOne with questions', () => {
    let assignmentId: string;
    const questionIds: Record<string, string> = {};

    beforeAll(async () => {
      assignmentId = (await createAssignment(api, owner, groupId, { name: 'Todos los tipos' })).id;
      for (const type of Object.keys(sampleQuestions) as SampleType[]) {
        const body = type === 'SHORT_ANSWER' ? { ...sampleQuestions[type], acceptedAnswers: ['clorofila'] } : sampleQuestions[type];
        questionIds[type] = (await addQuestion(api, owner, assignmentId, body)).id;
      }
    });

    const byType = (assignment: Assignment) => Object.fromEntries(assignment.questions!.map((q) => [q.type, q]));

    it('without includeQuestions carries only the ids, in order', async () => {
      const reply = await getOne(member, assignmentId);
      expect(reply.status).toBe(200);
      expect(reply.body.questions).toBeUndefined();
      expect(reply.body.questionsIds).toEqual(Object.values(questionIds));
    });

    it('shows the owner the questions in order with their answer keys', async () => {
      const reply = await getOne(owner, assignmentId, true);
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
    });

    it('shows a member no answer key: blanks as segments, the right column shuffled', async () => {
      const reply = await getOne(member, assignmentId, true);
      expect(reply.status).toBe(200);
      expect(reply.body.questions!.map((q) => q.id)).toEqual(Object.values(questionIds));
      for (const question of reply.body.questions!) {
        for (const field of keyFields) expect(question, `${question.type}.${field}`).not.toHaveProperty(field);
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
      expect(match.rightColumn).toEqual(shuffledColumn(original, await serverSecret(api.db, 'column-order'), match.id, member.profileId));

      expect(q.MULTIPLE_ANSWER!.options).toEqual(['2', '4', '5', '9']);
      expect(q.SHORT_ANSWER!.statement).toBe('Explique la fotosíntesis');

      // Nowhere in the payload, whatever the field name.
      const raw = JSON.stringify(reply.body);
      expect(raw).not.toContain('clorofila');
      expect(raw).not.toContain('estrella');
    });

    it('refuses an outsider with 403 and answers 404 for an unknown id', async () => {
      const reply = await getOne(outsider, assignmentId, true);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(forbiddenMessage);
      const unknown = await getOne(owner, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', message: notFoundMessage });
    });
  });

  describe('update', () => {
    let assignment: Assignment;
    let q: string[];

    beforeAll(async () => {
      assignment = (await createAssignment(api, owner, groupId, {
        name: 'Editable',
        description: 'Antes',
        difficulty: 'INTERMEDIATE',
      })) as Assignment;
      q = [];
      for (const type of ['TRUE_OR_FALSE', 'SHORT_ANSWER', 'MULTIPLE_ANSWER'] as const) {
        q.push((await addQuestion(api, owner, assignment.id, sampleQuestions[type])).id);
      }
    });

    const update = (user: TestUser, body: Record<string, unknown>, id = assignment.id) =>
      api.call<OrError<Assignment>>('PATCH', `assignments/update/${id}`, { token: user.token, body });

    it('changes only the fields sent, normalised', async () => {
      const reply = await update(owner, { name: '  Editada   ya ' });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        name: 'Editada ya',
        description: 'Antes',
        difficulty: 'INTERMEDIATE',
        questionsIds: q,
        isActive: true,
      });
      const more = await update(owner, { description: ' Después  de  editar ', difficulty: 'HARD' });
      expect(more.body).toMatchObject({ name: 'Editada ya', description: 'Después de editar', difficulty: 'HARD' });
      expect((await getOne(member, assignment.id)).body).toEqual(more.body);
    });

    it('sets and clears the due date', async () => {
      const dueDate = '2031-01-02T03:04:05.000Z';
      expect((await update(owner, { dueDate })).body.dueDate).toBe(dueDate);
      expect((await update(owner, { name: 'Editada ya' })).body.dueDate).toBe(dueDate);
      expect((await update(owner, { dueDate: null })).body.dueDate).toBeNull();
    });

    it.each([
      [{ name: 'ab' }, 'El título debe tener al menos 3 caracteres'],
      [{ description: '  ' }, 'La descripción no puede estar vacía'],
    ])('validates %j like create', async (body, message) => {
      const reply = await update(owner, body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    });

    it('questionsIds sets the order and unlinks the questions left out', async () => {
      const reply = await update(owner, { questionsIds: [q[2], q[0]] });
      expect(reply.status).toBe(200);
      expect(reply.body.questionsIds).toEqual([q[2], q[0]]);
      const read = await getOne(owner, assignment.id, true);
      expect(read.body.questions!.map((x) => x.id)).toEqual([q[2], q[0]]);

      // The unlinked one can come back, wherever the owner puts it.
      const back = await update(owner, { questionsIds: [q[1], q[2], q[0]] });
      expect(back.body.questionsIds).toEqual([q[1], q[2], q[0]]);
    });

    it('refuses a question of another author that is not linked, an unknown one, or a repeat, changing nothing', async () => {
      const before = (await getOne(owner, assignment.id)).body;
      for (const questionsIds of [[...before.questionsIds, foreignQuestionId], [randomUUID()], [q[0], q[0]]]) {
        const reply = await update(owner, { questionsIds });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toEqual(expect.any(String));
      }
      expect((await getOne(owner, assignment.id)).body).toEqual(before);
    });

    it('refuses moving the assignment to another group with 400', async () => {
      const otherGroup = (await createGroup(api, owner, [], { name: 'Destino' })).id;
      for (const studyGroupId of [otherGroup, outsiderGroupId]) {
        const reply = await update(owner, { studyGroupId });
        expect(reply.status).toBe(400);
      }
      expect((await getOne(owner, assignment.id)).body.studyGroupId).toBe(groupId);
      // Sending the same group back (the web form sends every field) is fine.
      expect((await update(owner, { studyGroupId: groupId })).status).toBe(200);
    });

    it('refuses a member and an outsider with 403, changing nothing', async () => {
      const before = (await getOne(owner, assignment.id)).body;
      for (const user of [member, outsider]) {
        const reply = await update(user, { name: 'Tomada', questionsIds: [] });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(forbiddenMessage);
      }
      expect((await getOne(owner, assignment.id)).body).toEqual(before);
    });

    it('answers 404 for an unknown assignment', async () => {
      const reply = await update(owner, { name: 'Nadie' }, randomUUID());
      expect(reply.status).toBe(404);
    });
  });

  describe('unlink a question', () => {
    let assignmentId: string;
    let first: string;
    let second: string;

    beforeAll(async () => {
      assignmentId = (await createAssignment(api, owner, groupId, { name: 'Desvincular' })).id;
      first = (await addQuestion(api, owner, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
      second = (await addQuestion(api, owner, assignmentId, sampleQuestions.SHORT_ANSWER)).id;
    });

    const unlink = (user: TestUser, questionId: string) =>
      api.call('PATCH', `assignments/delete/link-questions/${assignmentId}/${questionId}`, { token: user.token });

    it('refuses a member and an outsider with 403, keeping the link', async () => {
      for (const user of [member, outsider]) {
        const reply = await unlink(user, first);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(forbiddenMessage);
      }
      expect((await getOne(owner, assignmentId)).body.questionsIds).toEqual([first, second]);
    });

    it('returns the assignment, the inactive question and the message; the question stays in the bank', async () => {
      const reply = await unlink(owner, first);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Pregunta desvinculada correctamente');
      expect(reply.body.question).toMatchObject({ id: first, type: 'TRUE_OR_FALSE', isActive: false });
      expect(reply.body.assignment).toMatchObject({ id: assignmentId, questionsIds: [second] });

      expect((await getOne(member, assignmentId)).body.questionsIds).toEqual([second]);
      const withQuestions = await getOne(member, assignmentId, true);
      expect(withQuestions.body.questions!.map((q) => q.id)).toEqual([second]);

      const bank = await api.call('GET', `question/getAll?ids=${first}`, { token: owner.token });
      expect(bank.body).toEqual([expect.objectContaining({ id: first, isActive: true })]);
    });

    it('answers 404 for a question that is not linked (any more)', async () => {
      expect((await unlink(owner, first)).status).toBe(404);
      expect((await unlink(owner, randomUUID())).status).toBe(404);
    });
  });

  describe('deactivate', () => {
    let assignmentId: string;
    beforeAll(async () => {
      assignmentId = (await createAssignment(api, owner, groupId, { name: 'Para borrar' })).id;
    });

    it('refuses a member and an outsider with 403; the assignment stays active', async () => {
      for (const user of [member, outsider]) {
        const reply = await api.call('PATCH', `assignments/deactivate/${assignmentId}`, { token: user.token });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(forbiddenMessage);
      }
      expect((await getOne(member, assignmentId)).body.isActive).toBe(true);
    });

    it('lets the owner deactivate it: members lose it (404), the owner keeps it inactive', async () => {
      const reply = await api.call<OrError<Assignment>>('PATCH', `assignments/deactivate/${assignmentId}`, { token: owner.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: assignmentId, isActive: false, name: 'Para borrar' });

      const hidden = await getOne(member, assignmentId);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(notFoundMessage);
      expect((await getAll(member, `studyGroupId=${groupId}`)).body.map((a) => a.id)).not.toContain(assignmentId);

      const kept = await getOne(owner, assignmentId);
      expect(kept.status).toBe(200);
      expect(kept.body.isActive).toBe(false);
    });

    it('answers 404 for an unknown assignment', async () => {
      expect((await api.call('PATCH', `assignments/deactivate/${randomUUID()}`, { token: owner.token })).status).toBe(404);
    });
  });

  describe('createAssignmentsQuestions', () => {
    let assignmentId: string;
    beforeAll(async () => {
      assignmentId = (await createAssignment(api, owner, groupId, { name: 'Con preguntas' })).id;
    });

    const createLinked = (user: TestUser, question: unknown) =>
      api.call('POST', 'assignments-questions/createAssignmentsQuestions', { token: user.token, body: { assignmentId, question } });

    it.each(Object.keys(sampleQuestions) as SampleType[])('creates a %s question and appends it to the assignment', async (type) => {
      const before = (await getOne(owner, assignmentId)).body.questionsIds;
      const reply = await createLinked(owner, { ...sampleQuestions[type], statement: `  ${sampleQuestions[type].statement}  ` });
      expect(reply.status).toBe(201);
      const { createdQuestion, updatedAssignment } = reply.body;
      expect(createdQuestion).toMatchObject({
        type,
        statement: sampleQuestions[type].statement,
        difficulty: 'EASY',
        isActive: true,
        profileId: owner.profileId,
        assignmentId,
      });
      expect(updatedAssignment).toMatchObject({ id: assignmentId, questionsIds: [...before, createdQuestion.id] });
      expect((await getOne(owner, assignmentId)).body.questionsIds).toEqual([...before, createdQuestion.id]);
    });

    it('appends questions sent at the same time one after another, each last in its own answer', async () => {
      const fresh = (await createAssignment(api, owner, groupId, { name: 'A la vez' })).id;
      const replies = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
            token: owner.token,
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
      const read = await getOne(owner, fresh, true);
      expect(read.body.questionsIds).toEqual(lists[4]);
      expect(read.body.questions!.map((q) => q.id)).toEqual(lists[4]);
    });

    it('keeps the answer key of the created question for its author', async () => {
      const reply = await createLinked(owner, sampleQuestions.MULTIPLE_ANSWER);
      expect(reply.body.createdQuestion).toMatchObject({ options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] });
    });

    it.each([
      ['an unknown type', { type: 'ESSAY', statement: 'Escriba un ensayo' }],
      ['a missing type', { statement: 'Escriba un ensayo' }],
    ])('refuses %s with 400 Tipo de pregunta desconocido', async (_label, question) => {
      const before = (await getOne(owner, assignmentId)).body.questionsIds;
      const reply = await createLinked(owner, question);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Tipo de pregunta desconocido');
      expect((await getOne(owner, assignmentId)).body.questionsIds).toEqual(before);
    });

    it("refuses a question breaking its type's rules with the spec message", async () => {
      const reply = await createLinked(owner, { type: 'FILL_BLANKS', statement: 'Hola', correctWords: ['Hola'] });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe('Debe colocar al menos 5 caracteres');
    });

    it('refuses a member and an outsider with 403 and links nothing', async () => {
      const before = (await getOne(owner, assignmentId)).body.questionsIds;
      for (const user of [member, outsider]) {
        const reply = await createLinked(user, sampleQuestions.TRUE_OR_FALSE);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe(forbiddenMessage);
        // Nothing was left behind in the caller's bank either.
        const bank = await api.call('GET', 'question/getAll', { token: user.token });
        expect(bank.body.filter((q: { statement: string }) => q.statement === sampleQuestions.TRUE_OR_FALSE.statement)).toEqual([]);
      }
      expect((await getOne(owner, assignmentId)).body.questionsIds).toEqual(before);
    });

    it('answers 404 for an unknown assignment', async () => {
      const reply = await api.call('POST', 'assignments-questions/createAssignmentsQuestions', {
        token: owner.token,
        body: { assignmentId: randomUUID(), question: sampleQuestions.TRUE_OR_FALSE },
      });
      expect(reply.status).toBe(404);
    });
  });
});
