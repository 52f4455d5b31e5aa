import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApi, createImageStore } from '@aula/api';
import { serverSecret } from '../src/db/secrets.js';
import { grade, wildcardMatch } from '../src/features/questions/grading.js';
import { shuffledColumn } from '../src/features/questions/shuffle.js';
import { api, classmate, groupId, startClassroom, student, teacher } from './classroomFixture.js';
import { addQuestion, createAssignment, type TestUser } from './helpers.js';

// Grading cannot be gamed: wildcards cannot stall the process, the match-columns order cannot be recomputed, and
// no score reaches a student before the submission that counts.

const shortAnswer = (acceptedAnswers: string[]) => ({ type: 'SHORT_ANSWER' as const, details: { acceptedAnswers } });

describe('wildcard accepted answers', () => {
  it("match '*' as any run of characters, everything else literally", () => {
    expect(wildcardMatch('', '')).toBe(true);
    expect(wildcardMatch('', '*')).toBe(true);
    expect(wildcardMatch('', '**')).toBe(true);
    expect(wildcardMatch('abc', '*')).toBe(true);
    expect(wildcardMatch('abc', 'a*')).toBe(true);
    expect(wildcardMatch('abc', '*c')).toBe(true);
    expect(wildcardMatch('abc', 'a*b*c')).toBe(true);
    expect(wildcardMatch('abbbc', 'a*b*c')).toBe(true);
    expect(wildcardMatch('abcbd', '*b*d')).toBe(true);
    expect(wildcardMatch('abc', 'abc*')).toBe(true);
    expect(wildcardMatch('ab', 'abc')).toBe(false);
    expect(wildcardMatch('abc', 'ab')).toBe(false);
    expect(wildcardMatch('abc', '*b')).toBe(false);
    expect(wildcardMatch('acb', 'a*c*c')).toBe(false);
    expect(wildcardMatch('', 'a*')).toBe(false);
    expect(wildcardMatch('x.y', 'x?y')).toBe(false);
    expect(wildcardMatch('xzy', 'x.y')).toBe(false);
  });

  it('take characters outside the basic plane as one character each', () => {
    expect(wildcardMatch('a🌱b', 'a*b')).toBe(true);
    expect(wildcardMatch('🌱🌿', '*🌿')).toBe(true);
    expect(wildcardMatch('🌱', '🌿')).toBe(false);
  });

  it('grade the backtracking case of the issue at once and rightly', () => {
    // Took about 50 s with a backtracking regular expression (doubling every two characters).
    const q = shortAnswer(['*a*a*a*a*a*a*a*a*a*a*b']);
    expect(grade(q, { shortAnswer: 'a'.repeat(38) })).toBe(0);
    expect(grade(q, { shortAnswer: 'a'.repeat(60) })).toBe(0);
    expect(grade(q, { shortAnswer: `${'a'.repeat(60)}b` })).toBe(100);
    expect(grade(q, { shortAnswer: `${'a'.repeat(9)}b` })).toBe(0);
  });

  it('grade a 2000-character answer against twenty 500-character patterns', () => {
    const longest = '*' + 'a*'.repeat(249) + 'b'; // 500 characters, 250 wildcards
    expect(longest).toHaveLength(500);
    const misses = Array.from({ length: 19 }, (_, i) => `${'a*'.repeat(249)}${String.fromCharCode(99 + i)}x`);
    const answer = 'a'.repeat(2000);
    expect(grade(shortAnswer([longest, ...misses]), { shortAnswer: answer })).toBe(0);
    expect(grade(shortAnswer([...misses, longest]), { shortAnswer: `${answer.slice(1)}b` })).toBe(100);
    expect(grade(shortAnswer([...misses, '*' + 'A'.repeat(499)]), { shortAnswer: answer })).toBe(100);
  });
});

describe('the match-columns order', () => {
  const secret = Buffer.from('fixed secret for a reproducible distribution');

  it('shows the author order to about half the students on a two-item column', () => {
    let authorOrder = 0;
    for (let i = 0; i < 2000; i++) if (shuffledColumn(['a', 'b'], secret, 'question', `profile-${i}`)[0] === 'a') authorOrder++;
    expect(authorOrder).toBeGreaterThan(900);
    expect(authorOrder).toBeLessThan(1100);
  });

  it('reaches all six orders of a three-item column about equally', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1200; i++) {
      const order = shuffledColumn(['a', 'b', 'c'], secret, 'question', `profile-${i}`).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    for (const [order, count] of counts) {
      expect(count, order).toBeGreaterThan(140);
      expect(count, order).toBeLessThan(260);
    }
  });
});

startClassroom({ classmate: true });

let assignmentId: string;
const capitals = ['Lima', 'Santiago', 'Ciudad de México', 'Bogotá', 'Quito', 'La Paz', 'Caracas', 'Asunción'];
let matchId: string;
let keyedId: string;
let trueOrFalseId: string;

beforeAll(async () => {
  assignmentId = (await createAssignment(api, teacher, groupId)).id;
  matchId = (
    await addQuestion(api, teacher, assignmentId, {
      type: 'MATCH_COLUMNS',
      statement: 'Relacione cada país con su capital',
      leftColumn: ['Perú', 'Chile', 'México', 'Colombia', 'Ecuador', 'Bolivia', 'Venezuela', 'Paraguay'],
      rightColumn: capitals,
    })
  ).id;
  keyedId = (
    await addQuestion(api, teacher, assignmentId, { type: 'SHORT_ANSWER', statement: '¿Qué pigmento es verde?', acceptedAnswers: ['*clorofila*'] })
  ).id;
  trueOrFalseId = (
    await addQuestion(api, teacher, assignmentId, { type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 °C', correctAnswer: true })
  ).id;
});

describe('the match-columns order over the api', () => {
  const rightColumnSeenBy = async (user: TestUser) => {
    const reply = await api.call('GET', `question/getQuestionsByAssignment?assignmentId=${assignmentId}`, { token: user.token });
    expect(reply.status).toBe(200);
    return reply.body.find((q: { id: string }) => q.id === matchId).rightColumn as string[];
  };

  it('is the one keyed by the secret kept in the database, the same on every read', async () => {
    const [stored] = await api.db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'column-order'");
    expect(stored).toBeDefined();
    const secret = await serverSecret(api.db, 'column-order');
    const seen = await rightColumnSeenBy(student);
    expect(seen).toEqual(shuffledColumn(capitals, secret, matchId, student.profileId));
    expect(await rightColumnSeenBy(student)).toEqual(seen);
    expect(await rightColumnSeenBy(classmate)).toEqual(shuffledColumn(capitals, secret, matchId, classmate.profileId));
  });

  it('cannot be recomputed from the ids alone, as it could before', async () => {
    // The former order: SHA-256 of the public `<question>:<profile>` ids, rotated away from the author's order.
    const publicOrder = (items: string[], seed: string) => {
      const result = [...items];
      let bytes = createHash('sha256').update(seed).digest();
      let used = 0;
      for (let i = result.length - 1; i > 0; i--) {
        if (used + 4 > bytes.length) {
          bytes = createHash('sha256').update(bytes).digest();
          used = 0;
        }
        const j = Math.floor((bytes.readUInt32BE(used) / 2 ** 32) * (i + 1));
        used += 4;
        [result[i], result[j]] = [result[j]!, result[i]!];
      }
      if (result.every((item, i) => item === items[i])) result.push(result.shift()!);
      return result;
    };
    for (const user of [student, classmate]) {
      expect(await rightColumnSeenBy(user)).not.toEqual(publicOrder(capitals, `${matchId}:${user.profileId}`));
    }
  });

  it('is the same from a second api process on the same database', async () => {
    const storageDir = await mkdtemp(join(tmpdir(), 'aula-images-'));
    const second = await buildApi({ db: api.db, images: await createImageStore(storageDir), jwtSecret: api.jwtSecret });
    try {
      const reply = await second.inject({
        method: 'GET',
        url: `/api/v1/question/getQuestionsByAssignment?assignmentId=${assignmentId}`,
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().find((q: { id: string }) => q.id === matchId).rightColumn).toEqual(await rightColumnSeenBy(student));
    } finally {
      await second.close();
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});

describe('answers stored before submitting (two-step flow)', () => {
  type QuestionAttempt = { id: string; questionId: string; score: number | null; assignmentAttemptId: string | null };
  const scores = (attempts: QuestionAttempt[]) => Object.fromEntries(attempts.map((a) => [a.questionId, a.score]));

  async function store(user: TestUser, answers: Array<Record<string, unknown>>) {
    const reply = await api.call<QuestionAttempt[]>('POST', 'question/createManyAttempt', { token: user.token, body: answers });
    expect(reply.status).toBe(201);
    return reply.body;
  }

  it('never show their score before the attempt that counts, in any read', async () => {
    const stored = await store(student, [
      { questionId: keyedId, shortAnswer: 'la clorofila' },
      { questionId: trueOrFalseId, trueOrFalseAnswer: true },
    ]);
    expect(stored.map((a) => a.score)).toEqual([null, null]);

    const ids = stored.map((a) => a.id).join(',');
    for (const query of [`ids=${ids}`, `ids=${ids}&includeQuestion=true`, `profileId=${student.profileId}`, '']) {
      const reply = await api.call<QuestionAttempt[]>('GET', `question/getAllAttempts?${query}`, { token: student.token });
      expect(reply.status).toBe(200);
      const unsubmitted = reply.body.filter((a) => a.assignmentAttemptId === null);
      expect(unsubmitted.length, query).toBeGreaterThan(0);
      expect(
        unsubmitted.every((a) => a.score === null),
        query,
      ).toBe(true);
    }

    // Bundled, they are graded and the scores show.
    const attempt = await api.call('POST', 'assignments/createAttempt', {
      token: student.token,
      body: { assignmentId, questionsAttemptsIds: stored.map((a) => a.id) },
    });
    expect(attempt.status).toBe(201);
    expect(attempt.body.score).toBeCloseTo(200 / 3, 6);
    const graded = await api.call<QuestionAttempt[]>('GET', `question/getAllAttempts?assignmentAttemptId=${attempt.body.id}`, {
      token: student.token,
    });
    expect(scores(graded.body)).toEqual({ [keyedId]: 100, [trueOrFalseId]: 100 });
  });

  it('are graded from the stored answers when bundled, whatever score was kept before', async () => {
    const stored = await store(classmate, [
      { questionId: keyedId, shortAnswer: 'el pigmento verde' },
      { questionId: trueOrFalseId, trueOrFalseAnswer: false },
    ]);
    // A score kept before the submission (as the former flow stored) counts for nothing.
    await api.db.query('UPDATE question_attempts SET score = 100 WHERE id = ANY($1::uuid[])', [stored.map((a) => a.id)]);

    const attempt = await api.call('POST', 'assignments/createAttempt', {
      token: classmate.token,
      body: { assignmentId, questionsAttemptsIds: stored.map((a) => a.id), score: 100 },
    });
    expect(attempt.status).toBe(201);
    expect(attempt.body.score).toBe(0);
    const graded = await api.call<QuestionAttempt[]>('GET', `question/getAllAttempts?assignmentAttemptId=${attempt.body.id}`, {
      token: classmate.token,
    });
    expect(scores(graded.body)).toEqual({ [keyedId]: 0, [trueOrFalseId]: 0 });
  });

  it('leave a short answer without accepted answers pending for the teacher once bundled', async () => {
    const pending = await addQuestion(api, teacher, assignmentId, { type: 'SHORT_ANSWER', statement: 'Explique la ósmosis' });
    const [stored] = await store(student, [{ questionId: pending.id, shortAnswer: 'El agua pasa la membrana' }]);
    const attempt = await api.call('POST', 'assignments/createAttempt', {
      token: student.token,
      body: { assignmentId, questionsAttemptsIds: [stored!.id] },
    });
    expect(attempt.status).toBe(201);
    expect(attempt.body.pendingCount).toBe(1);
    const graded = await api.call('PATCH', `question/gradeAttempt/${stored!.id}`, { token: teacher.token, body: { score: 50 } });
    expect(graded.status).toBe(200);
    expect(graded.body.assignmentAttempt.pendingCount).toBe(0);
  });
});
