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
    // Right and wrong go by the score the kind gave: one 'Falso' earned 100 by the teacher's override, yet the key
    // graded every 'Falso' 0, so it stays the wrong one given most; the right share (7 of 11 with full credit, the
    // override included) agrees with the facility.
    expect(tf.responses).toEqual([
      {
        label: null,
        answerCount: 11,
        rightShare: (100 * 7) / 11,
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
    // Short answers normalised as grading reads them; without accepted answers the teacher's grades say which is
    // right: 'la luz' (100, 100, one pending) is, 'clorofila' (50, 100, pending) is neither, 'fotones' (0, pending)
    // is the wrong one given most. Right share: the 4 answers graded 100 of the 8 graded (3 still pending).
    expect(sa.responses[0].rightShare).toBeCloseTo((100 * 4) / 8, 9);
    expect(sa.responses[0].answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong])).toEqual([
      ['clorofila', 3, false, false],
      ['la luz', 3, true, false],
      ['fotones', 2, false, true],
      ['azúcar', 1, false, false],
      ['luz solar', 1, true, false],
      ['no sé', 1, false, false],
    ]);
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

  /** A new assignment for the first `n` students, its questions, and each student's answers submitted once. */
  async function answered(n: number, questions: Record<string, unknown>[], answersOf: (student: number, ids: string[]) => object[]) {
    const group = await createGroup(api, teacher, students.slice(0, n));
    const id = (await createAssignment(api, teacher, group.id, { name: 'Defectos de estadística' })).id;
    const ids: string[] = [];
    for (const question of questions) ids.push((await addQuestion(api, teacher, id, question)).id);
    const replies = [];
    for (let i = 0; i < n; i++) {
      const reply = await api.call('POST', 'assignments/submit', {
        token: students[i]!.token,
        body: { assignmentId: id, clientSubmissionId: randomUUID(), answers: answersOf(i, ids) },
      });
      expect(reply.status).toBe(201);
      replies.push(reply.body);
    }
    return { id, ids, replies };
  }

  it('gives equal fractional scores no spread and no discrimination (float noise is not variance)', async () => {
    // Every student matches 1 of 3 pairs (33.33…); the true/false splits the class so the rest of the score varies.
    const { id } = await answered(
      8,
      [
        {
          type: 'MATCH_COLUMNS',
          statement: 'Relacione cada país con su capital',
          leftColumn: ['Perú', 'Chile', 'México'],
          rightColumn: ['Lima', 'Santiago', 'Ciudad de México'],
        },
        { type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 grados al nivel del mar', correctAnswer: true },
      ],
      (i, [match, tf]) => [
        { questionId: match, userColumnsOrder: ['Lima', 'Ciudad de México', 'Santiago'] },
        { questionId: tf, trueOrFalseAnswer: i % 3 !== 0 },
      ],
    );
    const { body } = await statistics('ALL', teacher, id);
    const [match] = body.questions;
    expect(match.facility).toBeCloseTo(100 / 3, 9);
    expect(match.standardDeviation).toBe(0);
    expect(match.discrimination).toBeNull();
    expect(match.flagReasons).toEqual([]);
    expect(body.cronbachAlpha).not.toBeNull();
  });

  it('marks answers right or wrong by the scores the kind gave: hand grades, partial credit, a key changed', async () => {
    const { id, ids, replies } = await answered(
      4,
      [
        { type: 'SHORT_ANSWER', statement: '¿Qué necesita la fotosíntesis?' },
        {
          type: 'NUMERICAL',
          statement: '¿Cuánto vale pi?',
          answers: [
            { value: 3.14, tolerance: 0.01, credit: 100 },
            { value: 3, tolerance: 0, credit: 50 },
          ],
        },
        { type: 'TRUE_OR_FALSE', statement: 'Las plantas hacen fotosíntesis', correctAnswer: true },
      ],
      (i, [sa, num, tf]) => [
        { questionId: sa, shortAnswer: ['luz', 'agua', 'agua', 'no sé'][i] },
        { questionId: num, numericalAnswer: [3.14, 3, 3, 2][i] },
        { questionId: tf, trueOrFalseAnswer: i !== 3 },
      ],
    );
    // The teacher grades 'luz' 100 and 'no sé' 0; both 'agua' wait.
    for (const [student, score] of [
      [0, 100],
      [3, 0],
    ] as const) {
      const answer = replies[student].questionAttempts.find((qa: { questionId: string }) => qa.questionId === ids[0]).id;
      expect((await api.call('PATCH', `question/gradeAttempt/${answer}`, { token: teacher.token, body: { score } })).status).toBe(200);
    }
    // The true/false key is turned round without a regrade: the answers keep their scores (3 of 4 earned 100).
    expect((await api.call('PATCH', `question/updateQuestion/${ids[2]}`, { token: teacher.token, body: { correctAnswer: false } })).status).toBe(200);
    const [sa, num, tf] = (await statistics('ALL', teacher, id)).body.questions;
    const marks = (q: any) => q.responses[0].answers.map((a: any) => [a.answer, a.count, a.correct, a.mostChosenWrong]);
    // Pending answers are neither right nor the wrong one given most.
    expect(marks(sa)).toEqual([
      ['agua', 2, false, false],
      ['luz', 1, true, false],
      ['no sé', 1, false, true],
    ]);
    // The right share leaves the two pending answers out: 'luz' is 1 of the 2 graded.
    expect(sa.responses[0].rightShare).toBe(50);
    // '3' earns half credit: neither right nor wrong; '2' (0) is the wrong one.
    expect(marks(num)).toEqual([
      ['3', 2, false, false],
      ['2', 1, false, true],
      ['3.14', 1, true, false],
    ]);
    expect(num.responses[0].rightShare).toBe(25);
    // The chart agrees with the facility, not with the new key.
    expect(tf.facility).toBe(75);
    expect(marks(tf)).toEqual([
      ['Verdadero', 3, true, false],
      ['Falso', 1, false, true],
    ]);
    expect(tf.responses[0].rightShare).toBe(75);
  });
});
