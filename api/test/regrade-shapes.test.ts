import { beforeAll, describe, expect, it } from 'vitest';
import { api, groupId, startClassroom, student, submit, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment } from './helpers.js';

// A regrade after a key correction grades again only the answers whose question kept its shape (its options,
// blanks or items): one whose blank moved or whose options were rewritten keeps its score and is counted as
// skipped, and every attempt view keeps showing the question as the student answered it (only the owner's key
// follows a regrade). A score equal to the current one is not a grade by hand.

startClassroom();

let assignmentId: string;
let attemptId: string;
const q = {} as Record<'movedBlank' | 'rewritten' | 'typo' | 'keyFix' | 'accepted', string>;
const answerId = {} as Record<keyof typeof q, string>;

interface Answer {
  id: string;
  questionId: string;
  score: number | null;
  autoScore: number | null;
  scoreOverridden: boolean;
  question: Record<string, unknown>;
}
const answersOf = async (token: string) =>
  (await api.call('GET', `question/getAllAttempts?assignmentAttemptId=${attemptId}&includeQuestion=true`, { token })).body as Answer[];
const byQuestion = (answers: Answer[], key: keyof typeof q) => answers.find((a) => a.questionId === q[key])!;
const update = async (key: keyof typeof q, body: Record<string, unknown>) =>
  expect((await api.call('PATCH', `question/updateQuestion/${q[key]}`, { token: teacher.token, body })).status).toBe(200);
const staleCount = async () =>
  (await api.call('GET', `assignments/answersToRegrade?assignmentIds=${assignmentId}`, { token: teacher.token })).body[0].count as number;
const regrade = async () => (await api.call('POST', `assignments/regrade/${assignmentId}`, { token: teacher.token })).body;

beforeAll(async () => {
  assignmentId = (await createAssignment(api, teacher, groupId, { name: 'Ángulos' })).id;
  const add = async (body: Record<string, unknown>) => (await addQuestion(api, teacher, assignmentId, body)).id as string;
  q.movedBlank = await add({
    type: 'FILL_BLANKS',
    statement: 'La suma de los ángulos de un triángulo es ciento ochenta grados',
    correctWords: ['ochenta'],
  });
  q.rewritten = await add({
    type: 'MULTIPLE_ANSWER',
    statement: '¿Cuáles son obtusos?',
    options: ['30°', '120°', '150°'],
    correctOptionsIndex: [1, 2],
  });
  q.typo = await add({ type: 'FILL_BLANKS', statement: 'Un cuadrado tiene quatro lados.', correctWords: ['quatro'] });
  q.keyFix = await add({ type: 'MULTIPLE_ANSWER', statement: '¿Cuáles son primos?', options: ['2', '4', '5'], correctOptionsIndex: [0] });
  q.accepted = await add({ type: 'SHORT_ANSWER', statement: '¿Cómo se llama el polígono de tres lados?', acceptedAnswers: ['triángulo'] });
  const reply = await submit(student, assignmentId, {
    answers: [
      { questionId: q.movedBlank, filledBlanks: ['Ochenta'] }, // 100
      { questionId: q.rewritten, chosenOptionsIndex: [1, 2] }, // 100
      { questionId: q.typo, filledBlanks: ['cuatro'] }, // 0 by the misspelt key
      { questionId: q.keyFix, chosenOptionsIndex: [0, 2] }, // 0: one right, one wrong by the incomplete key
      { questionId: q.accepted, shortAnswer: 'trígono' }, // 0
    ],
  });
  expect(reply.status).toBe(201);
  attemptId = reply.body.assignmentAttempt.id;
  for (const a of reply.body.questionAttempts as Answer[])
    answerId[(Object.keys(q) as Array<keyof typeof q>).find((k) => q[k] === a.questionId)!] = a.id;
});

describe('regrading after key corrections', () => {
  it('does not mark an answer as graded by hand when the score sent is the one it has', async () => {
    const reply = await api.call('PATCH', `question/gradeAttempt/${answerId.keyFix}`, { token: teacher.token, body: { score: 0 } });
    expect(reply.status).toBe(200);
    expect(reply.body.questionAttempt).toMatchObject({ score: 0, scoreOverridden: false });
    const history = await api.call('GET', `question/scoreChanges?questionAttemptIds=${answerId.keyFix}`, { token: teacher.token });
    expect(history.body).toEqual([]);
  });

  it('regrades key-only fixes, skips questions that changed shape and keeps what the student answered on screen', async () => {
    const studentBefore = await answersOf(student.token);
    const teacherBefore = await answersOf(teacher.token);
    expect(byQuestion(studentBefore, 'movedBlank').question).toMatchObject({
      statement: 'La suma de los ángulos de un triángulo es ciento ____ grados',
    });

    await update('movedBlank', { correctWords: ['ciento'] }); // the blank moves
    await update('rewritten', { options: ['150°', '170°', '30°'], correctOptionsIndex: [0, 1] }); // other options
    await update('typo', { statement: 'Un cuadrado tiene cuatro lados.', correctWords: ['cuatro'] }); // same blank, key fixed
    await update('keyFix', { correctOptionsIndex: [0, 2] }); // same options, key fixed
    await update('accepted', { acceptedAnswers: ['triángulo', 'trígono'] });
    expect(await staleCount()).toBe(3);

    expect(await regrade()).toEqual({ checkedCount: 3, changedCount: 3, changedAttemptCount: 1, keptManualCount: 0, skippedCount: 2 });
    const studentAfter = await answersOf(student.token);
    const teacherAfter = await answersOf(teacher.token);
    for (const key of ['movedBlank', 'rewritten'] as const) {
      expect(byQuestion(studentAfter, key).question).toEqual(byQuestion(studentBefore, key).question);
      expect(byQuestion(teacherAfter, key).question).toEqual(byQuestion(teacherBefore, key).question);
      expect(byQuestion(studentAfter, key)).toMatchObject({ score: 100, autoScore: 100 });
    }
    expect(byQuestion(teacherAfter, 'rewritten').question).toMatchObject({ options: ['30°', '120°', '150°'], correctOptionsIndex: [1, 2] });
    for (const key of ['typo', 'keyFix', 'accepted'] as const)
      expect(byQuestion(studentAfter, key)).toMatchObject({ score: 100, scoreOverridden: false });
    // The students see the questions as answered; the owner the statement answered beside the key now graded with.
    for (const key of ['typo', 'keyFix', 'accepted'] as const)
      expect(byQuestion(studentAfter, key).question).toEqual(byQuestion(studentBefore, key).question);
    expect(byQuestion(teacherAfter, 'typo').question).toMatchObject({
      statement: 'Un cuadrado tiene quatro lados.',
      segments: ['Un cuadrado tiene ', ' lados.'],
      correctWords: ['cuatro'],
    });
    expect(byQuestion(teacherAfter, 'keyFix').question).toMatchObject({ options: ['2', '4', '5'], correctOptionsIndex: [0, 2] });
    const attempt = (await api.call('GET', `assignments/getAttempts?ids=${attemptId}`, { token: student.token })).body[0];
    expect(attempt.score).toBeCloseTo(100, 6);

    // Only the skipped ones differ from their question now, and they are not offered again.
    expect(await staleCount()).toBe(0);
    expect(await regrade()).toMatchObject({ checkedCount: 3, changedCount: 0, skippedCount: 2 });
  });
});
