import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, outsider as other, startClassroom, teacher } from './classroomFixture.js';
import { createGroup } from './helpers.js';

// A create sent twice with the same clientMutationId (a double tap on a slow link, a retry) makes one record: the
// second call answers the first one. Another author's id never collides.

startClassroom({ outsider: true });

async function twice(path: string, body: Record<string, unknown>, user = teacher) {
  const [a, b] = await Promise.all([api.call('POST', path, { token: user.token, body }), api.call('POST', path, { token: user.token, body })]);
  const c = await api.call('POST', path, { token: user.token, body });
  return [a, b, c];
}

describe('creates with a clientMutationId', () => {
  it('make one study group', async () => {
    const clientMutationId = randomUUID();
    const replies = await twice('study-group/create', { name: 'Física 4A', clientMutationId });
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    const mine = await api.call('GET', 'study-group/getAll', { token: teacher.token });
    expect(mine.body.filter((g: { name: string }) => g.name === 'Física 4A')).toHaveLength(1);
    // The same id from another author is their own create.
    const theirs = await api.call('POST', 'study-group/create', { token: other.token, body: { name: 'Física 4A', clientMutationId } });
    expect(theirs.body.id).not.toBe(replies[0]!.body.id);
  });

  it('make one question', async () => {
    const body = { type: 'TRUE_OR_FALSE', statement: 'El hielo flota', correctAnswer: true, clientMutationId: randomUUID() };
    const replies = await twice('question/create', body);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    const bank = await api.call('GET', 'question/getAll', { token: teacher.token });
    expect(bank.body.filter((q: { statement: string }) => q.statement === 'El hielo flota')).toHaveLength(1);
  });

  it('make one assignment', async () => {
    const group = await createGroup(api, teacher);
    const body = { name: 'Ondas', description: 'Repaso de ondas', studyGroupId: group.id, clientMutationId: randomUUID() };
    const replies = await twice('assignments/create', body);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    const listed = await api.call('GET', `assignments/getAll?studyGroupIds=${group.id}`, { token: teacher.token });
    expect(listed.body.filter((a: { name: string }) => a.name === 'Ondas')).toHaveLength(1);
  });

  it('still makes a new record each time without one', async () => {
    const a = await api.call('POST', 'study-group/create', { token: teacher.token, body: { name: 'Sin id' } });
    const b = await api.call('POST', 'study-group/create', { token: teacher.token, body: { name: 'Sin id' } });
    expect(a.body.id).not.toBe(b.body.id);
  });
});
