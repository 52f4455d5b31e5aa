import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN,
  NOT_FOUND,
  UNAUTHENTICATED,
  assignmentSelection,
  badInput,
  group,
  h,
  missing,
  mutate,
  outsider,
  q,
  questionIdsOf,
  questionSelection,
  refuses,
  refusesAllButOwner,
  startSuite,
  student,
  teacher,
  typeInputs,
} from './mutationSuite.js';

// The assignment mutations, createQuestion into an assignment and deactivateQuestion, on their success paths and
// on their error codes, with the product's Spanish messages.

let assignment: string;

startSuite({ people: true, group: true, questions: true });

describe('createAssignment', () => {
  it('creates an assignment in a group the viewer owns, with its questions', async () => {
    const payload = await mutate(
      'createAssignment',
      {
        studyGroupId: group,
        name: '  Tarea   uno ',
        description: 'Resolver en clase',
        dueDate: '2030-05-01T15:00:00.000Z',
        questionIds: [q.trueOrFalse, q.fillBlanks],
      },
      `${assignmentSelection} assignmentEdge { cursor node { id } }`,
      teacher.token,
    );
    expect(payload.assignment).toMatchObject({
      name: 'Tarea uno',
      description: 'Resolver en clase',
      difficulty: 'EASY',
      dueDate: '2030-05-01T15:00:00.000Z',
      isActive: true,
      questionCount: 2,
      viewerIsOwner: true,
      studyGroup: { id: group },
      assigner: { id: teacher.profileId },
    });
    expect(questionIdsOf(payload.assignment)).toEqual([q.trueOrFalse, q.fillBlanks]);
    expect(payload.assignmentEdge.node.id).toBe(payload.assignment.id);
    assignment = payload.assignment.id;
  });

  it('FORBIDDEN for a member and an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    const input = { studyGroupId: group, name: 'Tarea dos', description: 'Otra' };
    await refuses('createAssignment', input, student.token, FORBIDDEN);
    await refuses('createAssignment', input, outsider.token, FORBIDDEN);
    await refuses('createAssignment', { ...input, studyGroupId: missing('StudyGroup') }, teacher.token, NOT_FOUND);
    await refuses('createAssignment', { ...input, studyGroupId: 'no-es-un-id' }, teacher.token, NOT_FOUND);
    await refuses('createAssignment', { ...input, name: 'ab' }, teacher.token, badInput('El título debe tener al menos 3 caracteres'));
    await refuses('createAssignment', { ...input, description: '   ' }, teacher.token, badInput('La descripción no puede estar vacía'));
    await refuses('createAssignment', { ...input, dueDate: 'mañana' }, teacher.token, badInput('La fecha límite no es válida'));
    await refuses('createAssignment', input, undefined, UNAUTHENTICATED);
  });
});

describe('createQuestion with assignmentId', () => {
  it('adds the new question at the end of the assignment', async () => {
    const payload = await mutate(
      'createQuestion',
      { ...typeInputs.matchColumns, statement: 'Una cada río con su país', assignmentId: assignment },
      `${questionSelection} ${assignmentSelection}`,
      teacher.token,
    );
    expect(payload.assignment.questionCount).toBe(3);
    expect(questionIdsOf(payload.assignment)).toEqual([q.trueOrFalse, q.fillBlanks, payload.question.id]);
    q.linked = payload.question.id;
  });

  it('FORBIDDEN for a member, NOT_FOUND for an unknown assignment, UNAUTHENTICATED', async () => {
    await refusesAllButOwner(
      'createQuestion',
      { ...typeInputs.trueOrFalse, assignmentId: assignment },
      { ...typeInputs.trueOrFalse, assignmentId: missing('Assignment') },
    );
  });
});

describe('updateAssignment', () => {
  it('changes the fields given; questionIds becomes the list in that order', async () => {
    const payload = await mutate(
      'updateAssignment',
      { id: assignment, name: 'Tarea uno (revisada)', difficulty: 'HARD', questionIds: [q.fillBlanks, q.trueOrFalse] },
      assignmentSelection,
      teacher.token,
    );
    expect(payload.assignment).toMatchObject({
      name: 'Tarea uno (revisada)',
      description: 'Resolver en clase',
      difficulty: 'HARD',
      questionCount: 2,
    });
    expect(questionIdsOf(payload.assignment)).toEqual([q.fillBlanks, q.trueOrFalse]);
    const dateCleared = await mutate('updateAssignment', { id: assignment, dueDate: null }, assignmentSelection, teacher.token);
    expect(dateCleared.assignment).toMatchObject({ dueDate: null, name: 'Tarea uno (revisada)', questionCount: 2 });
  });

  it('FORBIDDEN for a member and an outsider, NOT_FOUND, BAD_USER_INPUT, UNAUTHENTICATED', async () => {
    await refuses('updateAssignment', { id: assignment, name: 'Cambiada' }, student.token, FORBIDDEN);
    await refuses('updateAssignment', { id: assignment, name: 'Cambiada' }, outsider.token, FORBIDDEN);
    await refuses('updateAssignment', { id: missing('Assignment'), name: 'Cambiada' }, teacher.token, NOT_FOUND);
    await refuses('updateAssignment', { id: assignment, name: 'ab' }, teacher.token, badInput('El título debe tener al menos 3 caracteres'));
    await refuses('updateAssignment', { id: assignment, description: '' }, teacher.token, badInput('La descripción no puede estar vacía'));
    await refuses(
      'updateAssignment',
      { id: assignment, questionIds: [q.trueOrFalse, q.trueOrFalse] },
      teacher.token,
      badInput('Una pregunta no puede repetirse en la tarea'),
    );
    await refuses(
      'updateAssignment',
      { id: assignment, questionIds: [missing('Question')] },
      teacher.token,
      badInput('Alguna de las preguntas no existe o no es suya'),
    );
    await refuses('updateAssignment', { id: assignment, name: 'Cambiada' }, undefined, UNAUTHENTICATED);
  });
});

describe('setAssignmentQuestions', () => {
  it("makes the given questions the assignment's, in order", async () => {
    const payload = await mutate(
      'setAssignmentQuestions',
      { id: assignment, questionIds: [q.multipleAnswer, q.trueOrFalse, q.matchColumns] },
      assignmentSelection,
      teacher.token,
    );
    expect(questionIdsOf(payload.assignment)).toEqual([q.multipleAnswer, q.trueOrFalse, q.matchColumns]);
    expect(payload.assignment.questionCount).toBe(3);
  });

  it("BAD_USER_INPUT for someone else's question; FORBIDDEN, NOT_FOUND, UNAUTHENTICATED", async () => {
    const theirs = await mutate(
      'createQuestion',
      { statement: 'Pregunta de Sofía', trueOrFalse: {} },
      'question { ... on QuestionCommon { id } }',
      student.token,
    );
    await refuses(
      'setAssignmentQuestions',
      { id: assignment, questionIds: [theirs.question.id] },
      teacher.token,
      badInput('Alguna de las preguntas no existe o no es suya'),
    );
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: [q.trueOrFalse] }, student.token, FORBIDDEN);
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: [q.trueOrFalse] }, outsider.token, FORBIDDEN);
    await refuses('setAssignmentQuestions', { id: missing('Assignment'), questionIds: [q.trueOrFalse] }, teacher.token, NOT_FOUND);
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: ['basura'] }, teacher.token, NOT_FOUND);
    await refuses('setAssignmentQuestions', { id: assignment, questionIds: [q.trueOrFalse] }, undefined, UNAUTHENTICATED);
  });
});

describe('unlinkAssignmentQuestion', () => {
  it('takes a question out of the assignment; it stays in the bank', async () => {
    const payload = await mutate(
      'unlinkAssignmentQuestion',
      { id: assignment, questionId: q.trueOrFalse },
      `${assignmentSelection} ${questionSelection} unlinkedQuestionId`,
      teacher.token,
    );
    expect(payload.unlinkedQuestionId).toBe(q.trueOrFalse);
    expect(payload.question).toMatchObject({ id: q.trueOrFalse, isActive: false });
    expect(questionIdsOf(payload.assignment)).toEqual([q.multipleAnswer, q.matchColumns]);
    const bank = (await h.graphql('{ viewer { questions { edges { node { ... on QuestionCommon { id isActive } } } } } }', {}, teacher.token)).data;
    expect(bank.viewer.questions.edges.map((e: any) => e.node)).toContainEqual({ id: q.trueOrFalse, isActive: true });
  });

  it('NOT_FOUND when it is not linked (any more); FORBIDDEN; UNAUTHENTICATED', async () => {
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.trueOrFalse }, teacher.token, NOT_FOUND);
    await refuses('unlinkAssignmentQuestion', { id: missing('Assignment'), questionId: q.matchColumns }, teacher.token, NOT_FOUND);
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.matchColumns }, student.token, FORBIDDEN);
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.matchColumns }, outsider.token, FORBIDDEN);
    await refuses('unlinkAssignmentQuestion', { id: assignment, questionId: q.matchColumns }, undefined, UNAUTHENTICATED);
  });
});

describe('deactivateQuestion', () => {
  it("FORBIDDEN for someone else's question, NOT_FOUND, UNAUTHENTICATED", async () => {
    await refuses('deactivateQuestion', { id: q.linked }, student.token, FORBIDDEN);
    await refuses('deactivateQuestion', { id: missing('Question') }, teacher.token, NOT_FOUND);
    await refuses('deactivateQuestion', { id: q.linked }, undefined, UNAUTHENTICATED);
  });

  it('soft-deletes the question: it leaves the bank and the assignments using it', async () => {
    const payload = await mutate('deactivateQuestion', { id: q.linked }, `${questionSelection} deactivatedQuestionId`, teacher.token);
    expect(payload.deactivatedQuestionId).toBe(q.linked);
    expect(payload.question).toMatchObject({ id: q.linked, isActive: false });
    const data = (
      await h.graphql(
        'query($id: ID!) { viewer { questions { edges { node { ... on QuestionCommon { id } } } } } node(id: $id) { ... on Assignment { questions { ... on QuestionCommon { id } } } } }',
        { id: assignment },
        teacher.token,
      )
    ).data;
    expect(data.viewer.questions.edges.map((e: any) => e.node.id)).not.toContain(q.linked);
    expect(data.node.questions.map((x: any) => x.id)).toEqual([q.multipleAnswer, q.matchColumns]);
  });
});

describe('deactivateAssignment', () => {
  it('FORBIDDEN for a member and an outsider, NOT_FOUND, UNAUTHENTICATED', async () => {
    await refusesAllButOwner('deactivateAssignment', { id: assignment }, { id: missing('Assignment') });
  });

  it('soft-deletes the assignment: the owner still sees it inactive, members no more', async () => {
    const payload = await mutate('deactivateAssignment', { id: assignment }, `assignment { id isActive } deactivatedAssignmentId`, teacher.token);
    expect(payload).toEqual({ assignment: { id: assignment, isActive: false }, deactivatedAssignmentId: assignment });
    const tree = 'query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments { edges { node { id isActive } } } } } }';
    expect((await h.graphql(tree, { id: group }, teacher.token)).data.node.assignments.edges).toEqual([
      { node: { id: assignment, isActive: false } },
    ]);
    expect((await h.graphql(tree, { id: group }, student.token)).data.node.assignments.edges).toEqual([]);
    await refuses('submitAssignmentAttempt', { assignmentId: assignment, clientSubmissionId: randomUUID(), answers: [] }, student.token, NOT_FOUND);
  });
});
