import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type LiveGame } from '@aula/api';
import { sampleQuestions, usingPostgres } from './helpers.js';
import { expectedPoints } from './liveFixture.js';
import { freePort } from './localServices.js';

/**
 * Issue 30's promise that a game lives in PostgreSQL: two api processes (real `node` processes, as deployed) on one
 * schema, a game played through both, and the one that hosted it killed (SIGKILL: no shutdown, no goodbye) with
 * answers just acknowledged. The other must have every acknowledged answer, close the open question by its own job
 * queue when the time is up, and carry the game to its end with the right scores.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const questionSeconds = 8;

interface Reply<T> {
  status: number;
  body: T;
}

/** The api in its own node process on `port`; resolves once /readyz answers 200. */
async function startApiProcess(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // Without JWT_SECRET the processes share the secret kept in the database, so a session works on both.
  const { JWT_SECRET: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null) throw new Error(`the api exited: ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return child;
  }
  child.kill('SIGKILL');
  throw new Error(`the api did not become ready: ${errors}`);
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.skipIf(!usingPostgres)('a live game when the api process running it dies', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let admin: Database;
  let dataDir: string;
  let processA: ChildProcess;
  let processB: ChildProcess;
  let originA: string;
  let originB: string;

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema });
    dataDir = await mkdtemp(join(tmpdir(), 'aula-live-processes-'));
    const url = new URL(inject('testDatabaseUrl'));
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, HOST: '127.0.0.1' };
    const ports = [await freePort(), await freePort()] as const;
    [originA, originB] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    // Started together on a fresh schema: they migrate it once, under the advisory lock.
    [processA, processB] = await Promise.all([startApiProcess(env, ports[0]), startApiProcess(env, ports[1])]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([processA, processB].filter(Boolean).map(killed));
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
    await admin?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function call<T>(origin: string, method: string, path: string, token?: string, body?: unknown): Promise<Reply<T>> {
    const response = await fetch(`${origin}/api/v1/${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** `call` that must succeed with `status`. */
  async function ok<T>(origin: string, method: string, path: string, token?: string, body?: unknown, status = 200): Promise<T> {
    const reply = await call<T>(origin, method, path, token, body);
    expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBe(status);
    return reply.body;
  }

  async function signUp(firstName: string) {
    const { id, token } = await ok<{ id: string; token: string }>(
      originA,
      'POST',
      'auth/create',
      undefined,
      {
        firstName,
        lastName: 'Procesos',
        email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@aula.test`,
        phone: '+51 987654321',
        password: 'contraseña123',
      },
      201,
    );
    const profile = await ok<{ id: string }>(originA, 'GET', `profile/getOne?userId=${id}`, token);
    return { token, profileId: profile.id };
  }

  /** The game's row as the database holds it, read around both api processes. */
  const storedStatus = async (gameId: string) =>
    (await admin.query<{ status: string }>('SELECT status FROM live_games WHERE id = $1', [gameId]))[0]?.status;

  it('keeps every acknowledged answer, closes the question by time on the other process, and finishes with the right scores', async () => {
    const teacher = await signUp('Teresa');
    const [ana, beto, caro] = [await signUp('Ana'), await signUp('Beto'), await signUp('Caro')] as const;
    const group = await ok<{ id: string }>(
      originA,
      'POST',
      'study-group/create',
      teacher.token,
      { name: 'Grupo en vivo', profilesId: [ana.profileId, beto.profileId, caro.profileId] },
      201,
    );
    const assignment = await ok<{ id: string }>(
      originA,
      'POST',
      'assignments/create',
      teacher.token,
      { name: 'Repaso', description: 'Dos preguntas', studyGroupId: group.id },
      201,
    );
    const questionIds: string[] = [];
    for (const question of [sampleQuestions.TRUE_OR_FALSE, sampleQuestions.MULTIPLE_ANSWER]) {
      const { createdQuestion } = await ok<{ createdQuestion: { id: string } }>(
        originA,
        'POST',
        'assignments-questions/createAssignmentsQuestions',
        teacher.token,
        { assignmentId: assignment.id, question },
        201,
      );
      questionIds.push(createdQuestion.id);
    }
    await ok(originA, 'POST', `assignments/publish/${assignment.id}`, teacher.token, {});

    // The game starts on A; Ana and Beto join through A, Caro through B.
    const lobby = await ok<LiveGame>(originA, 'POST', 'liveGames/start', teacher.token, { assignmentId: assignment.id, questionSeconds }, 201);
    const gameId = lobby.id;
    await ok(originA, 'POST', 'liveGames/join', ana.token, { pin: lobby.pin });
    await ok(originA, 'POST', 'liveGames/join', beto.token, { pin: lobby.pin });
    await ok(originB, 'POST', 'liveGames/join', caro.token, { pin: lobby.pin });
    const opened = await ok<LiveGame>(originA, 'POST', `liveGames/${gameId}/advance`, teacher.token, {});
    expect(opened).toMatchObject({ status: 'QUESTION', questionIndex: 0 });

    // Question 1 (true or false, true): Beto answers wrong through B, Ana right through A, and A dies the moment
    // Ana's answer is acknowledged. Caro does not answer: only the time can close the question.
    await ok(originB, 'POST', `liveGames/${gameId}/answer`, beto.token, { questionId: questionIds[0], trueOrFalseAnswer: false });
    await ok(originA, 'POST', `liveGames/${gameId}/answer`, ana.token, { questionId: questionIds[0], trueOrFalseAnswer: true });
    await killed(processA);
    expect(processA.signalCode).toBe('SIGKILL');
    await expect(fetch(`${originA}/readyz`)).rejects.toThrow();
    // A died before the question's end, so the time-up job A queued can only be run by B.
    expect(Date.parse(opened.questionEndsAt!)).toBeGreaterThan(Date.now());

    // Nothing reads the game through B until it is revealed (a read would close a question whose time is up):
    // B's job queue closes it, from the job A queued when it opened the question.
    const closeDeadline = Date.now() + (questionSeconds + 20) * 1000;
    while ((await storedStatus(gameId)) === 'QUESTION') {
      expect(Date.now(), 'the question was not closed by the time-up job').toBeLessThan(closeDeadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const revealed = await ok<LiveGame>(originB, 'GET', `liveGames/${gameId}`, teacher.token);
    expect(revealed).toMatchObject({ status: 'REVEAL', questionIndex: 0, answerCount: 2 });
    expect(revealed.answerDistribution).toEqual([
      { label: 'Verdadero', count: 1, correct: true },
      { label: 'Falso', count: 1, correct: false },
      { label: 'Sin respuesta', count: 1, correct: null },
    ]);
    const first = new Map(revealed.players!.map((player) => [player.profileId, player.answers?.[0]]));
    expect(first.get(ana.profileId)).toMatchObject({ summary: 'Verdadero', correct: true });
    expect(first.get(beto.profileId)).toMatchObject({ summary: 'Falso', correct: false, points: 0 });
    expect(first.get(caro.profileId)).toBeNull();
    const anaFirstMs = first.get(ana.profileId)!.responseMs;
    expect(first.get(ana.profileId)!.points).toBe(expectedPoints(1, anaFirstMs, questionSeconds));

    // Question 2 (multiple answer, 2 and 5) through B alone: Ana right again (second in a row: +100), Beto half
    // right, Caro right; the last answer closes it.
    await ok(originB, 'POST', `liveGames/${gameId}/advance`, teacher.token, { fromStatus: 'REVEAL', fromQuestionIndex: 0 });
    const answers = [
      [ana, [0, 2]],
      [beto, [0]],
      [caro, [0, 2]],
    ] as const;
    let lastReply: LiveGame | undefined;
    for (const [player, chosenOptionsIndex] of answers)
      lastReply = await ok<LiveGame>(originB, 'POST', `liveGames/${gameId}/answer`, player.token, {
        questionId: questionIds[1],
        chosenOptionsIndex,
      });
    expect(lastReply).toMatchObject({ status: 'REVEAL', questionIndex: 1 });

    const finished = await ok<LiveGame>(originB, 'POST', `liveGames/${gameId}/advance`, teacher.token, {
      fromStatus: 'REVEAL',
      fromQuestionIndex: 1,
    });
    expect(finished.status).toBe('FINISHED');
    const byProfile = new Map(finished.players!.map((player) => [player.profileId, player]));
    const secondMs = (profileId: string) => byProfile.get(profileId)!.answers![1]!.responseMs;
    expect(byProfile.get(ana.profileId)).toMatchObject({
      score: expectedPoints(1, anaFirstMs, questionSeconds) + expectedPoints(1, secondMs(ana.profileId), questionSeconds) + 100,
      correctCount: 2,
      streak: 2,
      rank: 1,
    });
    expect(byProfile.get(beto.profileId)).toMatchObject({
      score: expectedPoints(0.5, secondMs(beto.profileId), questionSeconds),
      correctCount: 0,
      streak: 0,
    });
    expect(byProfile.get(caro.profileId)).toMatchObject({
      score: expectedPoints(1, secondMs(caro.profileId), questionSeconds),
      correctCount: 1,
      streak: 1,
    });
    // Every answer acknowledged by either process is stored once, the one A acknowledged before dying included.
    const stored = await admin.query<{ profile_id: string; question_index: number }>(
      'SELECT profile_id, question_index FROM live_answers WHERE live_game_id = $1',
      [gameId],
    );
    const asKeys = (rows: Array<{ profile_id: string; question_index: number }>) =>
      rows.map((row) => `${row.question_index} ${row.profile_id}`).sort();
    expect(asKeys(stored)).toEqual(
      asKeys([
        ...[ana, beto].map((player) => ({ profile_id: player.profileId, question_index: 0 })),
        ...[ana, beto, caro].map((player) => ({ profile_id: player.profileId, question_index: 1 })),
      ]),
    );
  }, 120_000);
});
