import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion, createAssignment, createGroup, startTestApi, type TestApi, type TestUser } from './helpers.js';
import { createStatisticsClass } from './statisticsFixture.js';

// How often each answer was given, per kind of question, in an assignment's statistics (GET /statistics/:id).

let api: TestApi;
let teacher: TestUser;
let students: TestUser[];
let assignmentId: string;

const statistics = (attempts?: string, user = teacher, id = assignmentId) =>
  api.call('GET', `statistics/${id}${attempts ? `?attempts=${attempts}` : ''}`, { token: user.token });

beforeAll(async () => {
  api = await startTestApi();
  ({ teacher, students, assignmentId } = await createStatisticsClass(api));
});
afterAll(() => api.close());

describe('statistics responses', () => {
  it('counts how often each answer was given, per kind', async () => {
    const [tf, ma, fb, sa] = (await statistics('ALL')).body.questions;
    // Eleven attempts: true 6 times (right), false 5 (as answered: the override changes the score, not the answer).
    expect(tf.responses).toEqual([
      {
        label: null,
        answerCount: 11,
        rightShare: (100 * 6) / 11,
        answers: [
          { answer: 'Verdadero', count: 6, share: (100 * 6) / 11, correct: true, mostChosenWrong: false },
          { answer: 'Falso', count: 5, share: (100 * 5) / 11, correct: false, mostChosenWrong: true },
        ],
      },
    ]);
    // Options in order: '2' chosen 8 times, '4' 3, '5' 6, '9' once; '4' is the wrong one chosen most.
    expect(ma.responses[0]).toMatchObject({ label: null, answerCount: 11, rightShare: null });
    expect(ma.responses[0].answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong])).toEqual([
      ['2', 8, true, false],
      ['4', 3, false, true],
      ['5', 6, true, false],
      ['9', 1, false, false],
    ]);
    // Blank 1: 'sol' 8 times ('Sol ' counted with it), 'luna' 3. Blank 2: 'estrella' 5, 'planeta' 4, 'luna' 2.
    expect(fb.responses.map((g: any) => [g.label, g.answerCount, g.rightShare])).toEqual([
      ['Espacio 1', 11, (100 * 8) / 11],
      ['Espacio 2', 11, (100 * 5) / 11],
    ]);
    expect(fb.responses[0].answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong])).toEqual([
      ['sol', 8, true, false],
      ['luna', 3, false, true],
    ]);
    expect(fb.responses[1].answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong])).toEqual([
      ['estrella', 5, true, false],
      ['planeta', 4, false, true],
      ['luna', 2, false, false],
    ]);
    // Short answers normalised as grading reads them; without accepted answers none is right by itself.
    expect(sa.responses[0].rightShare).toBeNull();
    expect(sa.responses[0].answers.slice(0, 3).map((a: any) => [a.answer, a.count])).toEqual([
      ['clorofila', 3],
      ['la luz', 3],
      ['fotones', 2],
    ]);
    expect(sa.responses[0].answers[0].mostChosenWrong).toBe(true);
  });

  it('counts the answers of match columns and numerical questions', async () => {
    const group = await createGroup(api, teacher, students.slice(0, 3));
    const id = (await createAssignment(api, teacher, group.id, { name: 'Capitales' })).id;
    const match = (
      await addQuestion(api, teacher, id, {
        type: 'MATCH_COLUMNS',
        statement: 'Relacione cada país con su capital',
        leftColumn: ['Perú', 'Chile'],
        rightColumn: ['Lima', 'Santiago'],
      })
    ).id;
    const numerical = (
      await addQuestion(api, teacher, id, {
        type: 'NUMERICAL',
        statement: '¿Cuánto vale pi con dos decimales?',
        answers: [{ value: 3.14, tolerance: 0.01 }],
      })
    ).id;
    const answers: [string[], number][] = [
      [['Lima', 'Santiago'], 3.14],
      [['Santiago', 'Lima'], 3.15],
      [['Santiago', 'Lima'], 3],
    ];
    for (const [i, [order, value]] of answers.entries()) {
      const reply = await api.call('POST', 'assignments/submit', {
        token: students[i]!.token,
        body: {
          assignmentId: id,
          clientSubmissionId: randomUUID(),
          answers: [
            { questionId: match, userColumnsOrder: order },
            { questionId: numerical, numericalAnswer: value },
          ],
        },
      });
      expect(reply.status).toBe(201);
    }
    const [m, n] = (await statistics('ALL', teacher, id)).body.questions;
    expect(
      m.responses.map((g: any) => [g.label, g.rightShare, g.answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong])]),
    ).toEqual([
      [
        'Perú',
        100 / 3,
        [
          ['Lima', 1, true, false],
          ['Santiago', 2, false, true],
        ],
      ],
      [
        'Chile',
        100 / 3,
        [
          ['Santiago', 1, true, false],
          ['Lima', 2, false, true],
        ],
      ],
    ]);
    // 3.14 and 3.15 are within the tolerance (full credit); 3 is not.
    expect(n.responses[0].rightShare).toBeCloseTo((2 / 3) * 100, 5);
    expect(n.responses[0].answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong])).toEqual([
      ['3', 1, false, true],
      ['3.14', 1, true, false],
      ['3.15', 1, true, false],
    ]);
  });
});
