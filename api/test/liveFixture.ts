import { afterAll, beforeAll, expect } from 'vitest';
import type { LiveGame } from '@aula/api';
import {
  addQuestion,
  createAssignment,
  createGroup,
  sampleQuestions,
  signUpAll,
  startTestApi,
  type OrError,
  type TestApi,
  type TestUser,
} from './helpers.js';

// What the live-*.test.ts files share: a teacher's group with three students, an outsider and another teacher, an
// assignment of three questions (true or false, multiple answer, numerical) and calls that play a game over HTTP.

export let api: TestApi;
export let teacher: TestUser;
export let players: [TestUser, TestUser, TestUser];
export let outsider: TestUser;
export let otherTeacher: TestUser;
export let groupId: string;

/** Creates an assignment of the three questions (published, unlimited attempts); their ids in order. */
export async function threeQuestionAssignment(overrides: Record<string, unknown> = {}) {
  const { id } = await createAssignment(api, teacher, groupId, { name: 'Juego de repaso', ...overrides });
  const questions: string[] = [];
  for (const question of [sampleQuestions.TRUE_OR_FALSE, sampleQuestions.MULTIPLE_ANSWER, sampleQuestions.NUMERICAL])
    questions.push((await addQuestion(api, teacher, id, question)).id as string);
  return { id, questions };
}

export function startLiveFixture() {
  beforeAll(async () => {
    api = await startTestApi();
    const [t, a, b, c, o, other] = await signUpAll(
      api,
      'Carmen Salazar',
      'Mateo Torres',
      'Valeria Gómez',
      'Lucas Ríos',
      'Andrés Paredes',
      'Elena Vidal',
    );
    [teacher, players, outsider, otherTeacher] = [t, [a, b, c], o, other];
    groupId = (await createGroup(api, teacher, players)).id;
  });
  afterAll(() => api.close());
}

export async function startGame(assignmentId: string, settings: Record<string, unknown> = {}) {
  const reply = await api.call<LiveGame>('POST', 'liveGames/start', { token: teacher.token, body: { assignmentId, ...settings } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

export async function join(user: TestUser, pin: string) {
  const reply = await api.call<LiveGame>('POST', 'liveGames/join', { token: user.token, body: { pin } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

export const answer = (user: TestUser, gameId: string, body: Record<string, unknown>) =>
  api.call<OrError<LiveGame>>('POST', `liveGames/${gameId}/answer`, { token: user.token, body });

export async function advance(gameId: string, body: Record<string, unknown> = {}) {
  const reply = await api.call<LiveGame>('POST', `liveGames/${gameId}/advance`, { token: teacher.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

export async function view(user: TestUser, gameId: string, query = '') {
  const reply = await api.call<LiveGame>('GET', `liveGames/${gameId}${query}`, { token: user.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** The response times the database measured for question `index`, by profile. */
export async function responseTimes(gameId: string, index: number) {
  const rows = await api.db.query<{ profile_id: string; response_ms: number }>(
    'SELECT profile_id, response_ms FROM live_answers WHERE live_game_id = $1 AND question_index = $2',
    [gameId, index],
  );
  return new Map(rows.map((row) => [row.profile_id, row.response_ms]));
}

/** Issue 30's rule with the numbers written out: 1000 under half a second, else 1000 × (1 − (t/T)/2), times the credit. */
export const expectedPoints = (fraction: number, ms: number, seconds: number, stake = 1000) =>
  Math.round((ms < 500 ? stake : stake * (1 - ms / (seconds * 1000) / 2)) * fraction);

/** Waits until `check` holds (polling), failing after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
