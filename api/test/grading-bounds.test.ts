import { questionLimits } from '@aula/common';
import { describe, expect, it } from 'vitest';
import { wildcardMatch } from '../src/features/questions/grading.js';
import { api, groupId, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment } from './helpers.js';

// Grading can never freeze the service. A submission of 200 short answers × 20 accepted answers
// of 500 characters, answered with 2,000 characters, held the event loop for 12 s.

startClassroom();

const createQuestion = (question: Record<string, unknown>) => api.call('POST', 'question/create', { token: teacher.token, body: question });
const shortAnswer = (acceptedAnswers: string[]) => ({ type: 'SHORT_ANSWER', statement: 'Escriba la palabra que falta', acceptedAnswers });

describe('the limits that bound grading', () => {
  it('refuses the old worst case, each limit with its Spanish message', async () => {
    const tooMany = await createQuestion(shortAnswer(Array.from({ length: 20 }, (_, i) => `respuesta ${i}`)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('Se admiten como máximo 10 respuestas aceptadas');
    const tooLong = await createQuestion(shortAnswer([`*${'a'.repeat(498)}b`]));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('Cada respuesta aceptada admite como máximo 200 caracteres');
    const longWord = 'a'.repeat(101);
    const word = await createQuestion({ type: 'FILL_BLANKS', statement: `La palabra ${longWord} es larga`, correctWords: [longWord] });
    expect(word.status).toBe(400);
    expect(word.body.message).toContain('Cada palabra correcta admite como máximo 100 caracteres');
  });

  it('accepts the new worst case, and an edit is held to the same limits', async () => {
    const widest = Array.from({ length: questionLimits.acceptedAnswers }, () => `*${'a'.repeat(questionLimits.acceptedAnswerLength - 2)}b`);
    const created = await createQuestion(shortAnswer(widest));
    expect(created.status).toBe(201);
    const edited = await api.call('PATCH', `question/updateQuestion/${created.body.id}`, {
      token: teacher.token,
      body: { acceptedAnswers: [...widest, 'una más'] },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain('Se admiten como máximo 10 respuestas aceptadas');
  });
});

describe('wildcard matching', () => {
  it('reads * as any run, anchored at both ends, pieces in order', () => {
    const cases: Array<[string, string, boolean]> = [
      ['abc', 'abc', true],
      ['abc', 'ab', false],
      ['abc', 'a*', true],
      ['abc', '*c', true],
      ['abc', '*b*', true],
      ['abc', 'a*b*c', true],
      ['ac', 'a*b*c', false],
      ['aa', 'a*a', true],
      ['a', 'a*a', false],
      ['', '*', true],
      ['', '**', true],
      ['x', '', false],
      ['abcabd', '*abd', true],
      ['ababab', 'ab*ab*ab', true],
      ['ababa', 'ab*ab*ab', false],
      ['aaaaaaaaaaab', '*aaaaaaaaab', true],
      ['aabaabaabaaab', '*aabaaab', true],
      ['fotosíntesis', 'foto*sis', true],
      ['😀 y 😀', '*y*', true],
      ['la clorofila verde', '*clorofila*', true],
    ];
    for (const [text, pattern, expected] of cases) expect([text, pattern, wildcardMatch(text, pattern)]).toEqual([text, pattern, expected]);
  });
});

describe('a submission at the worst case the schemas allow', () => {
  // Its cost is measured in `npm run bench` (the api's event-loop delay while 4 clients send it in a loop).
  it('is accepted and graded: every question a short answer with the most and longest accepted answers, each answer the longest', async () => {
    const assignmentId = (await createAssignment(api, teacher, groupId)).id;
    // `*aaa…ab` against an answer of a's: a matcher that retries the pattern at every position pays answer × pattern.
    const pattern = `*${'a'.repeat(questionLimits.acceptedAnswerLength - 2)}b`;
    const ids: string[] = [];
    for (let i = 0; i < questionLimits.answers; i++) {
      ids.push(
        (await addQuestion(api, teacher, assignmentId, shortAnswer(Array.from({ length: questionLimits.acceptedAnswers }, () => pattern)))).id,
      );
    }
    const longest = 'a'.repeat(questionLimits.answerLength);
    const answers = ids.map((questionId, i) => ({ questionId, shortAnswer: i % 2 === 0 ? longest : `${longest.slice(1)}b` }));
    const result = await api.call('POST', 'assignments/submit', {
      token: student.token,
      body: { assignmentId, clientSubmissionId: 'peor-caso-1', answers },
    });
    expect(result.status).toBe(201);
    expect(result.body.assignmentAttempt.score).toBe(50);
  });
});
