import { describe, expect, it } from 'vitest';
import { mutationDoc } from './harness.js';
import {
  NOT_FOUND,
  badInput,
  group,
  h,
  missing,
  mutate,
  outsider,
  q,
  refuses,
  startSuite,
  student,
  teacher,
  UNAUTHENTICATED,
} from './mutationSuite.js';

// Drafts, publishAssignment (now or scheduled), unscheduleAssignment, duplicateAssignment and closeAt through
// GraphQL against a real api.

startSuite({ people: true, group: true, questions: true });

const statusSelection = 'assignment { id status publishedAt publishAt closeAt dueAt questionCount studyGroup { id } }';
const nodeQuery = `query($id: ID!) { node(id: $id) { ... on Assignment { id status } } }`;

/** A draft with questions, made without the suite's publishing helper. */
async function draft(input: Record<string, unknown> = {}) {
  const data = await h.ok(
    mutationDoc('createAssignment', statusSelection),
    { input: { studyGroupId: group, name: 'Borrador', description: 'Aún no', questionIds: [q.trueOrFalse], ...input } },
    teacher.token,
  );
  return data.createAssignment.assignment;
}

describe('drafts and publishAssignment', () => {
  it('creates a draft the student cannot read, then publishes it now for them', async () => {
    const created = await draft();
    expect(created).toMatchObject({ status: 'DRAFT', publishedAt: null, publishAt: null });
    expect((await h.graphql(nodeQuery, { id: created.id }, student.token)).data.node).toBeNull();

    const { assignment } = await mutate('publishAssignment', { id: created.id }, statusSelection, teacher.token);
    expect(assignment).toMatchObject({ id: created.id, status: 'PUBLISHED', publishAt: null });
    expect(Date.parse(assignment.publishedAt)).toBeGreaterThan(Date.now() - 10_000);
    expect((await h.ok(nodeQuery, { id: created.id }, student.token)).node).toEqual({ id: created.id, status: 'PUBLISHED' });
    const notifications = await h.ok(`{ viewer { notifications(first: 20) { edges { node { kind assignment { id } } } } } }`, {}, student.token);
    const published = notifications.viewer.notifications.edges.filter(
      (e: { node: { kind: string; assignment?: { id: string } } }) => e.node.kind === 'ASSIGNMENT_PUBLISHED' && e.node.assignment?.id === created.id,
    );
    expect(published).toHaveLength(1);
  });

  it('schedules it for publishAt and unschedules it back to a draft', async () => {
    const created = await draft();
    const publishAt = '2099-03-01T13:00:00.000Z';
    const scheduled = await mutate('publishAssignment', { id: created.id, publishAt }, statusSelection, teacher.token);
    expect(scheduled.assignment).toMatchObject({ status: 'SCHEDULED', publishAt, publishedAt: null });
    const back = await mutate('unscheduleAssignment', { id: created.id }, statusSelection, teacher.token);
    expect(back.assignment).toMatchObject({ status: 'DRAFT', publishAt: null });
  });

  it('refuses an empty draft (CONFLICT), a draft to its members (NOT_FOUND), and without a token', async () => {
    const empty = await draft({ questionIds: [] });
    await refuses('publishAssignment', { id: empty.id }, teacher.token, [
      'CONFLICT',
      'No se puede publicar una tarea sin preguntas: añada al menos una',
    ]);
    const created = await draft();
    await refuses('publishAssignment', { id: created.id }, student.token, NOT_FOUND);
    await refuses('publishAssignment', { id: missing('Assignment') }, teacher.token, NOT_FOUND);
    await refuses('publishAssignment', { id: created.id }, undefined, UNAUTHENTICATED);
    const published = await mutate('publishAssignment', { id: created.id }, 'assignment { id }', teacher.token);
    await refuses('unscheduleAssignment', { id: published.assignment.id }, teacher.token, [
      'CONFLICT',
      'La tarea ya está publicada: no puede volver a ser borrador',
    ]);
  });
});

describe('duplicateAssignment and closeAt', () => {
  it('copies an assignment into another group of the owner as a draft, once per clientMutationId', async () => {
    const other = (await mutate('createStudyGroup', { name: 'Segundo grupo', description: 'Otro' }, 'studyGroup { id }', teacher.token)).studyGroup
      .id;
    const source = await draft({ closeAt: '2099-06-01T12:00:00.000Z', dueAt: '2099-05-01T12:00:00.000Z' });
    const input = { id: source.id, studyGroupId: other, clientMutationId: 'duplicar-1' };
    const copy = await mutate('duplicateAssignment', input, `${statusSelection} assignmentEdge { node { id } }`, teacher.token);
    expect(copy.assignment).toMatchObject({ status: 'DRAFT', questionCount: 1, studyGroup: { id: other }, closeAt: '2099-06-01T12:00:00.000Z' });
    expect(copy.assignmentEdge.node.id).toBe(copy.assignment.id);
    expect((await mutate('duplicateAssignment', input, 'assignment { id }', teacher.token)).assignment.id).toBe(copy.assignment.id);
    await refuses('duplicateAssignment', { id: source.id, studyGroupId: other }, outsider.token, [
      'FORBIDDEN',
      'Acceso restringido. No tiene los roles para esta acción',
    ]);
  });

  it('refuses a closeAt before the due date with BAD_USER_INPUT', async () => {
    await refuses(
      'createAssignment',
      { studyGroupId: group, name: 'Mal cierre', description: 'x', dueAt: '2099-05-01T12:00:00.000Z', closeAt: '2099-04-01T12:00:00.000Z' },
      teacher.token,
      badInput('La fecha de cierre debe ser posterior a la fecha límite'),
    );
  });
});
