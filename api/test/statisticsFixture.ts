import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addQuestion, createAssignment, createGroup, signUpAll, type TestApi, type TestUser } from './helpers.js';

// A hand-made class for the statistics suites: eight students, four questions of different kinds, short answers
// graded by hand or still pending, one teacher's override, second attempts; and Moodle's numbers worked out again
// from the raw scores listed here with the textbook formulas.

/** One attempt as submitted: true/false, chosen options, the blanks, the short answer. */
export interface Planned {
  student: number;
  tf: boolean;
  options: number[];
  blanks: string[];
  text: string;
  /** The teacher's grade of the short answer; undefined leaves it pending. */
  grade?: number;
  /** The teacher's grade replacing the automatic true/false score. */
  override?: number;
}

// First attempts of the eight students, then second attempts of three of them (in this order).
export const plan: Planned[] = [
  { student: 0, tf: true, options: [0, 2], blanks: ['sol', 'estrella'], text: 'La luz', grade: 100 },
  { student: 1, tf: true, options: [0], blanks: ['sol', 'luna'], text: 'Clorofila', grade: 50 },
  { student: 2, tf: false, options: [0, 1], blanks: ['luna', 'planeta'], text: 'no sé', grade: 0, override: 100 },
  { student: 3, tf: false, options: [1], blanks: ['sol', 'planeta'], text: 'La luz' },
  { student: 4, tf: true, options: [0, 2, 3], blanks: ['Sol ', 'estrella'], text: 'clorofila', grade: 100 },
  { student: 5, tf: false, options: [2], blanks: ['luna', 'estrella'], text: 'azúcar', grade: 0 },
  { student: 6, tf: true, options: [0, 2], blanks: ['sol', 'estrella'], text: 'LA  LUZ', grade: 100 },
  { student: 7, tf: false, options: [1], blanks: ['luna', 'planeta'], text: 'fotones', grade: 0 },
  { student: 4, tf: true, options: [0, 2], blanks: ['sol', 'estrella'], text: 'Clorofila' },
  { student: 5, tf: true, options: [0, 2], blanks: ['sol', 'luna'], text: 'luz solar', grade: 100 },
  { student: 7, tf: false, options: [0], blanks: ['sol', 'planeta'], text: 'Fotones' },
];

/** Each attempt's question scores by the grading rules (null: pending), worked out by hand from the plan. */
export const scores: (number | null)[][] = [
  [100, 100, 100, 100],
  [100, 50, 50, 50],
  [100, 0, 0, 0], // the teacher's 100 replaces the true/false 0
  [0, 0, 50, null],
  [100, 50, 100, 100], // 'Sol ' is 'sol'; 2 right − 1 wrong of 2 = 50
  [0, 50, 50, 0],
  [100, 100, 100, 100],
  [0, 0, 0, 0],
  [100, 100, 100, null],
  [100, 100, 50, 100],
  [0, 50, 50, null],
];
/** An attempt's score: the mean of its four, a pending one counting 0. */
export const totalOf = (row: (number | null)[]) => row.reduce<number>((sum, s) => sum + (s ?? 0), 0) / row.length;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pearson = (xs: number[], ys: number[]) => {
  const mx = mean(xs);
  const my = mean(ys);
  const sxy = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0);
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const syy = ys.reduce((a, y) => a + (y - my) ** 2, 0);
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
};

/** The attempts each mode counts, as indices into the plan. */
export function countedAttempts(mode: 'GRADED' | 'FIRST' | 'ALL'): number[] {
  const all = plan.map((_, i) => i);
  if (mode === 'ALL') return all;
  const byStudent = new Map<number, number[]>();
  for (const i of all) byStudent.set(plan[i]!.student, [...(byStudent.get(plan[i]!.student) ?? []), i]);
  return [...byStudent.values()].map((attempts) =>
    mode === 'FIRST' ? attempts[0]! : attempts.reduce((best, i) => (totalOf(scores[i]!) > totalOf(scores[best]!) ? i : best)),
  );
}

/** Everything the api should answer for a mode, from the formulas. */
export function expected(mode: 'GRADED' | 'FIRST' | 'ALL') {
  const counted = countedAttempts(mode);
  const totals = counted.map((i) => totalOf(scores[i]!));
  const k = 4;
  const questions = [0, 1, 2, 3].map((q) => {
    const graded = counted.filter((i) => scores[i]![q] !== null);
    const qs = graded.map((i) => scores[i]![q]!);
    const rest = graded.map((i) => (k * totalOf(scores[i]!) - scores[i]![q]!) / (k - 1));
    const r = qs.length >= 2 ? pearson(qs, rest) : null;
    return {
      attemptCount: qs.length,
      pendingCount: counted.length - qs.length,
      facility: qs.length ? mean(qs) : null,
      standardDeviation: qs.length >= 2 ? Math.sqrt(variance(qs)) : null,
      variance: qs.length >= 2 ? variance(qs) : 0,
      discrimination: r === null ? null : 100 * r,
    };
  });
  const histogram = Array.from({ length: 10 }, (_, b) => totals.filter((t) => Math.min(Math.floor(t / 10), 9) === b).length);
  // Cronbach's alpha over the sum of the four scores (4 × the attempt's mean).
  const sumVariance = variance(totals.map((t) => k * t));
  const alpha = 100 * (k / (k - 1)) * (1 - questions.reduce((a, q) => a + q.variance, 0) / sumVariance);
  return {
    attemptCount: counted.length,
    studentCount: new Set(counted.map((i) => plan[i]!.student)).size,
    mean: mean(totals),
    median: median(totals),
    standardDeviation: Math.sqrt(variance(totals)),
    histogram,
    cronbachAlpha: alpha,
    pendingCount: questions.reduce((a, q) => a + q.pendingCount, 0),
    questions,
  };
}

export const near = (actual: number | null, wanted: number | null) => {
  if (wanted === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(wanted, 2);
};

export interface StatisticsClass {
  teacher: TestUser;
  students: TestUser[];
  groupId: string;
  assignmentId: string;
  questionIds: string[];
}

/** The class of the plan: the group, the assignment (grading method HIGHEST), the attempts and the teacher's grades. */
export async function createStatisticsClass(api: TestApi): Promise<StatisticsClass> {
  const [teacher, ...students] = await signUpAll(
    api,
    'Carmen Salazar',
    'Ana Núñez',
    'Beto Ríos',
    'Carla Peña',
    'Diego Soto',
    'Elena Vega',
    'Fabio Lara',
    'Gema Cruz',
    'Hugo Rey',
  );
  const group = await createGroup(api, teacher, students);
  const assignmentId = (await createAssignment(api, teacher, group.id, { name: 'Fotosíntesis: repaso 1', gradingMethod: 'HIGHEST' })).id;
  const questionIds: string[] = [];
  for (const question of [
    { type: 'TRUE_OR_FALSE', statement: 'Las plantas hacen fotosíntesis', correctAnswer: true },
    { type: 'MULTIPLE_ANSWER', statement: '¿Cuáles son números primos?', options: ['2', '4', '5', '9'], correctOptionsIndex: [0, 2] },
    { type: 'FILL_BLANKS', statement: 'El sol es una estrella enorme.', correctWords: ['sol', 'estrella'] },
    { type: 'SHORT_ANSWER', statement: '¿Qué necesita la fotosíntesis?' },
  ])
    questionIds.push((await addQuestion(api, teacher, assignmentId, question)).id);
  const [tf, ma, fb, sa] = questionIds as [string, string, string, string];
  for (const attempt of plan) {
    const reply = await api.call('POST', 'assignments/submit', {
      token: students[attempt.student]!.token,
      body: {
        assignmentId,
        clientSubmissionId: randomUUID(),
        answers: [
          { questionId: tf, trueOrFalseAnswer: attempt.tf },
          { questionId: ma, chosenOptionsIndex: attempt.options },
          { questionId: fb, filledBlanks: attempt.blanks },
          { questionId: sa, shortAnswer: attempt.text },
        ],
      },
    });
    expect(reply.status).toBe(201);
    const answerOf = (questionId: string) => reply.body.questionAttempts.find((qa: { questionId: string }) => qa.questionId === questionId).id;
    const grade = async (id: string, score: number) =>
      expect((await api.call('PATCH', `question/gradeAttempt/${id}`, { token: teacher.token, body: { score } })).status).toBe(200);
    if (attempt.grade !== undefined) await grade(answerOf(sa), attempt.grade);
    if (attempt.override !== undefined) await grade(answerOf(tf), attempt.override);
  }
  return { teacher, students, groupId: group.id, assignmentId, questionIds };
}
