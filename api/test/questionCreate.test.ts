import { describe, expect, it } from 'vitest';
import { api, teacher as author, outsider as other, startClassroom } from './classroomFixture.js';
import { createAssignment, createGroup, sampleQuestions, type SampleType, type TestUser } from './helpers.js';

startClassroom({ outsider: true });

const create = (body: Record<string, unknown>, user: TestUser = author) => api.call('POST', 'question/create', { token: user.token, body });

describe('POST /question/create: one path for every type, told apart by `type`', () => {
  it.each(Object.keys(sampleQuestions) as SampleType[])('creates a %s question as its typed path does', async (type) => {
    const reply = await create(sampleQuestions[type]);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ ...sampleQuestions[type], view: 'AUTHOR', profileId: author.profileId, isActive: true });
  });

  it('refuses an unknown type, and a type without its fields, with the typed paths’ messages', async () => {
    const unknown = await create({ ...sampleQuestions.SHORT_ANSWER, type: 'ESSAY' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Tipo de pregunta desconocido');
    const blanks = await create({ type: 'FILL_BLANKS', statement: 'El sol es una estrella enorme.', correctWords: ['luna'] });
    expect(blanks.status).toBe(400);
    expect(blanks.body.message).toBe('Las palabras correctas deben aparecer en el enunciado, en orden');
  });

  it("is the caller's question: another profileId is 403, another owner's assignment too", async () => {
    const foreign = await create({ ...sampleQuestions.TRUE_OR_FALSE, profileId: other.profileId });
    expect(foreign.status).toBe(403);
    const group = await createGroup(api, other);
    const assignment = await createAssignment(api, other, group.id);
    const elsewhere = await create({ ...sampleQuestions.TRUE_OR_FALSE, assignmentId: assignment.id });
    expect(elsewhere.status).toBe(403);
  });
});
