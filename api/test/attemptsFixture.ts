import { randomUUID } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import type { QuestionAttempt } from '@aula/api';
import { api, classmate, groupId, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, sampleQuestions, type TestUser } from './helpers.js';

// What the attempts-*.test.ts files share: a teacher's group with two students and an outsider, one assignment with a
// question of each type (and a keyed short answer), the answers and scores the tests expect, and calls that submit
// and read attempts. Each test file gets its own copy of this module (vitest isolates files), so the bindings below
// are set for that file before its tests run.

export { api, classmate, groupId, outsider, student, teacher } from './classroomFixture.js';
export let assignmentId: string;
/** The assignment's questions by name, in the order they were added. */
export const q = {} as Record<'tf' | 'fill' | 'match' | 'multiple' | 'pending' | 'keyed' | 'numerical' | 'ordering', string>;

// The keyed short answer accepts anything mentioning chlorophyll; that word must never reach a student.
export const keyedShortAnswer = { type: 'SHORT_ANSWER', statement: '¿Qué pigmento capta la luz?', acceptedAnswers: ['*clorofila*'] };
// pi with two decimals is worth 100, 3 is worth half.
export const numericalQuestion = {
  ...sampleQuestions.NUMERICAL,
  answers: [
    { value: 3.14, tolerance: 0.01 },
    { value: 3, credit: 50 },
  ],
};
const orderingItems: readonly string[] = sampleQuestions.ORDERING.items;

/** The ordering items as each student is shown them (each has an order of their own). */
const shownItems = new Map<string, string[]>();
/** The positions a student sends to put the items in `wanted` order, as they were shown them. */
export const orderingAnswerFor = (user: TestUser, wanted: readonly string[]) => shownItems.get(user.profileId)!.map((item) => wanted.indexOf(item));

/** One answer per question, each partly right, every one claiming a score of 100. */
export const partlyRight = (user: TestUser = student) => [
  { questionId: q.tf, trueOrFalseAnswer: true, score: 100 }, // 100
  { questionId: q.fill, filledBlanks: [' SOL ', 'planeta'], score: 100 }, // 50
  { questionId: q.match, userColumnsOrder: ['Lima', 'Ciudad de México', 'Santiago'], score: 100 }, // 33.33
  { questionId: q.multiple, chosenOptionsIndex: [0, 1, 2], score: 100 }, // (2 - 1) / 2 = 50
  { questionId: q.pending, shortAnswer: 'Las plantas usan la luz para producir azúcar', score: 100 }, // pending
  { questionId: q.keyed, shortAnswer: 'Gracias a la Clorofila', score: 100 }, // 100
  { questionId: q.numerical, numericalAnswer: 3, score: 100 }, // 50
  { questionId: q.ordering, orderingAnswer: orderingAnswerFor(user, [orderingItems[0]!, orderingItems[2]!, orderingItems[1]!]), score: 100 }, // 33.33
];
export const expectedScores = () => ({
  [q.tf]: 100,
  [q.fill]: 50,
  [q.match]: 100 / 3,
  [q.multiple]: 50,
  [q.pending]: null,
  [q.keyed]: 100,
  [q.numerical]: 50,
  [q.ordering]: 100 / 3,
});
// Eight questions, the pending one counting 0.
export const expectedMean = (100 + 50 + 100 / 3 + 50 + 0 + 100 + 50 + 100 / 3) / 8;

export const submit = (user: TestUser, body: Record<string, unknown>) =>
  api.call('POST', 'assignments/submit', { token: user.token, body: { assignmentId, clientSubmissionId: randomUUID(), ...body } });

export function scoresByQuestion(attempts: QuestionAttempt[]) {
  return Object.fromEntries(attempts.map((a) => [a.questionId, a.score]));
}

export function expectScores(actual: Record<string, number | null>, expected: Record<string, number | null>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [id, score] of Object.entries(expected)) {
    if (score === null) expect(actual[id], id).toBeNull();
    else expect(actual[id], id).toBeCloseTo(score, 6);
  }
}

export async function attemptsOf(user: TestUser, query = `assignmentId=${assignmentId}`) {
  const reply = await api.call('GET', `assignments/getAttempts?${query}`, { token: user.token });
  expect(reply.status).toBe(200);
  return reply.body as Array<{
    id: string;
    profileId: string;
    score: number;
    clientSubmissionId: string | null;
    assignment?: { id: string; name: string };
  }>;
}

/** Registers the hooks that set the bindings above (in the calling describe, or the file). */
export function startAttemptsFixture() {
  startClassroom({ classmate: true, outsider: true });
  beforeAll(async () => {
    assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Repaso general' })).id;
    q.tf = (await addQuestion(api, teacher, assignmentId, sampleQuestions.TRUE_OR_FALSE)).id;
    q.fill = (await addQuestion(api, teacher, assignmentId, sampleQuestions.FILL_BLANKS)).id;
    q.match = (await addQuestion(api, teacher, assignmentId, sampleQuestions.MATCH_COLUMNS)).id;
    q.multiple = (await addQuestion(api, teacher, assignmentId, sampleQuestions.MULTIPLE_ANSWER)).id;
    q.pending = (await addQuestion(api, teacher, assignmentId, sampleQuestions.SHORT_ANSWER)).id;
    q.keyed = (await addQuestion(api, teacher, assignmentId, keyedShortAnswer)).id;
    q.numerical = (await addQuestion(api, teacher, assignmentId, numericalQuestion)).id;
    q.ordering = (await addQuestion(api, teacher, assignmentId, sampleQuestions.ORDERING)).id;
    for (const user of [student, classmate]) {
      const shown = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: user.token });
      shownItems.set(user.profileId, shown.body.find((question: { id: string }) => question.id === q.ordering).items);
    }
  });
}
