import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Account, type Harness } from './harness.js';

// Assignment.statistics through GraphQL against a real api: the numbers, the answers' counts, the question behind
// each (author view), null for a member (no error), the file, and one REST call for a list of assignments.

let h: Harness;
let teacher: Account;
let students: Account[];
let group: string;
let quiz: string;
let review: string;
let tf: string;
let ma: string;

const submit = (student: Account, assignmentId: string, trueOrFalseAnswer: boolean, chosenOptionsIndex: number[]) =>
  h.mutate(
    'submitAssignmentAttempt',
    {
      assignmentId,
      clientSubmissionId: randomUUID(),
      answers: [
        { questionId: tf, trueOrFalseAnswer },
        { questionId: ma, chosenOptionsIndex },
      ],
    },
    'assignmentAttempt { id }',
    student.token,
  );

beforeAll(async () => {
  h = await startHarness();
  teacher = await h.signUp('Teresa', 'Paz');
  students = [await h.signUp('Ana', 'Quispe'), await h.signUp('Beto', 'Mamani'), await h.signUp('Carla', 'Rojas')];
  group = await h.create('studyGroup', { name: 'Historia 5.º A', memberIds: students.map((s) => s.profileId) }, teacher.token);
  tf = await h.create('question', { statement: 'Lima es la capital del Perú', trueOrFalse: { correctAnswer: true } }, teacher.token);
  ma = await h.create(
    'question',
    { statement: '¿Cuáles son números primos?', multipleAnswer: { options: ['2', '4', '5'], correctOptionsIndex: [0, 2] } },
    teacher.token,
  );
  const assignment = async (name: string) => {
    const id = await h.create(
      'assignment',
      { studyGroupId: group, name, description: 'Repaso', questionIds: [tf, ma], maxAttempts: null },
      teacher.token,
    );
    await h.mutate('publishAssignment', { id }, 'assignment { id }', teacher.token);
    return id;
  };
  quiz = await assignment('Examen de historia');
  review = await assignment('Repaso');
  // Attempt scores: Ana 100 (100, 100), Beto 25 (0, 50), Carla 50 (100, 0).
  await submit(students[0]!, quiz, true, [0, 2]);
  await submit(students[1]!, quiz, false, [0]);
  await submit(students[2]!, quiz, true, [1]);
  await submit(students[0]!, review, false, [0, 2]);
});
afterAll(() => h.close());

const statisticsQuery = `query($id: ID!) { node(id: $id) { ... on Assignment { statistics(attempts: ALL) {
  attempts attemptCount studentCount mean median standardDeviation histogram cronbachAlpha pendingCount
  questions {
    question { __typename ... on QuestionCommon { id statement } ... on TrueOrFalseQuestion { correctAnswer } }
    position inAssignment attemptCount pendingCount facility standardDeviation discrimination flagged flagReasons
    responses { label answerCount rightShare answers { answer count share correct mostChosenWrong } }
  }
} } } }`;

describe('Assignment.statistics', () => {
  it("gives the owner the item analysis, each question's numbers and answers", async () => {
    const stats = (await h.ok(statisticsQuery, { id: quiz }, teacher.token)).node.statistics;
    expect(stats).toMatchObject({ attempts: 'ALL', attemptCount: 3, studentCount: 3, pendingCount: 0, histogram: [0, 0, 1, 0, 0, 1, 0, 0, 0, 1] });
    expect(stats.mean).toBeCloseTo(175 / 3, 2);
    expect(stats.median).toBeCloseTo(50, 2);
    // Sample SD of 100, 25, 50.
    expect(stats.standardDeviation).toBeCloseTo(Math.sqrt(((100 - 175 / 3) ** 2 + (25 - 175 / 3) ** 2 + (50 - 175 / 3) ** 2) / 2), 2);
    // Questions (100, 0, 100) and (100, 50, 0): alpha = 2 × (1 − (3333.33 + 2500) / (4 × 1458.33)).
    expect(stats.cronbachAlpha).toBeCloseTo(200 * (1 - (10000 / 3 + 2500) / ((4 * 4375) / 3)), 2);
    const [first, second] = stats.questions;
    expect(first.question).toEqual({ __typename: 'TrueOrFalseQuestion', id: tf, statement: 'Lima es la capital del Perú', correctAnswer: true });
    expect(second.question.id).toBe(ma);
    // Both questions tell the stronger students apart badly here: flagged.
    const weak = ['Discrimina poco: discriminación por debajo de 20'];
    expect(first).toMatchObject({ position: 1, inAssignment: true, attemptCount: 3, pendingCount: 0, flagged: true, flagReasons: weak });
    expect(first.facility).toBeCloseTo(200 / 3, 2);
    // The true/false scores (100, 0, 100) against the rest, the multiple answer's (100, 50, 0): no correlation.
    expect(first.discrimination).toBeCloseTo(0, 2);
    // (100, 50, 0) against (100, 0, 100): no correlation at all.
    expect(second.discrimination).toBeCloseTo(0, 2);
    expect(second).toMatchObject({ position: 2, flagged: true, flagReasons: weak });
    expect(first.responses).toEqual([
      {
        label: null,
        answerCount: 3,
        rightShare: (100 * 2) / 3,
        answers: [
          { answer: 'Verdadero', count: 2, share: (100 * 2) / 3, correct: true, mostChosenWrong: false },
          { answer: 'Falso', count: 1, share: 100 / 3, correct: false, mostChosenWrong: true },
        ],
      },
    ]);
    expect(second.responses[0].answers.map((a: { answer: string; count: number }) => [a.answer, a.count])).toEqual([
      ['2', 2],
      ['4', 1],
      ['5', 1],
    ]);
  });

  it('is null for a member, without an error', async () => {
    const result = await h.graphql(statisticsQuery, { id: quiz }, students[0]!.token);
    expect(result.errors).toBeUndefined();
    expect(result.data.node.statistics).toBeNull();
  });

  it("fetches a list of assignments' statistics in one REST call", async () => {
    const listQuery = `query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) { edges { node { name
      statistics { attempts attemptCount mean questions { facility } }
    } } } } } }`;
    await h.ok(listQuery, { id: group }, teacher.token);
    const before = await h.upstreamCalls();
    const edges = (await h.ok(listQuery, { id: group }, teacher.token)).node.assignments.edges;
    const calls = (await h.upstreamCalls()) - before;
    const byName = Object.fromEntries(edges.map((e: { node: { name: string; statistics: unknown } }) => [e.node.name, e.node.statistics]));
    expect(byName['Repaso']).toMatchObject({ attempts: 'GRADED', attemptCount: 1, mean: 50 });
    expect(byName['Examen de historia']).toMatchObject({ attempts: 'GRADED', attemptCount: 3 });
    // The same list reading who owns it (the viewer, the group) takes one call less: one batch for every assignment.
    const single = `query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) { edges { node { name viewerIsOwner } } } } } }`;
    await h.ok(single, { id: group }, teacher.token);
    const base = await h.upstreamCalls();
    await h.ok(single, { id: group }, teacher.token);
    expect(calls - ((await h.upstreamCalls()) - base)).toBe(1);
  });

  it('gives the statistics as a file', async () => {
    const fileQuery = `query($id: ID!) { node(id: $id) { ... on Assignment { statistics(attempts: FIRST) {
      file(format: CSV, separator: SEMICOLON) { fileName contentType base64 }
    } } } }`;
    const file = (await h.ok(fileQuery, { id: quiz }, teacher.token)).node.statistics.file;
    expect(file.fileName).toBe('estadisticas-examen-de-historia.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const lines = Buffer.from(file.base64, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Intentos considerados;El primero de cada estudiante');
    expect(lines).toContain('Intentos;3');
  });
});
