import { createNotificationEvents, type NotificationEvents } from '@aula/api';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/gateway.js';
import { classWithQuiz, followGame } from './liveGameFixture.js';
import { client, startApiOn } from './joiningHarness.js';

// Two gateways on one api, live events through Redis (127.0.0.1:6379, or REDIS_URL): a player following the game on
// one sees the host's moves made through the other, and a forged announcement shows nothing new.

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let events: NotificationEvents;
let api: Awaited<ReturnType<typeof startApiOn>>;
let gateways: [Gateway, Gateway];

beforeAll(async () => {
  events = createNotificationEvents(redisUrl);
  api = await startApiOn(events.target);
  gateways = [createGateway({ apiUrl: api.apiUrl, redisUrl }), createGateway({ apiUrl: api.apiUrl, redisUrl })];
});

afterAll(async () => {
  for (const gateway of gateways ?? []) await gateway.close();
  await api?.close();
  await events?.close();
});

const startDoc = 'mutation($input: StartLiveGameInput!) { startLiveGame(input: $input) { liveGame { id pin } } }';
const joinDoc = 'mutation($input: JoinLiveGameInput!) { joinLiveGame(input: $input) { liveGame { id } } }';
const advanceDoc = 'mutation($input: AdvanceLiveGameInput!) { advanceLiveGame(input: $input) { liveGame { status } } }';

it("a player on one gateway gets the host's moves made through another, and only what the api holds", async () => {
  const [playerSide, hostSide] = gateways.map((gateway) => client(gateway)) as [ReturnType<typeof client>, ReturnType<typeof client>];
  const teacher = await hostSide.signUp('Tomas');
  const student = await playerSide.signUp('Sara');
  const { newQuiz } = await classWithQuiz(hostSide, teacher, [student]);
  const { assignmentId } = await newQuiz('En vivo entre procesos');
  const game = (await hostSide.graphql(startDoc, { input: { assignmentId } }, teacher.token)).data.startLiveGame.liveGame;
  expect((await playerSide.graphql(joinDoc, { input: { pin: game.pin } }, student.token)).errors).toBeUndefined();

  const stream = await followGame(gateways[0], game.id, student.token);
  const publisher = new Redis(redisUrl);
  try {
    const first = (await stream.next()).data.liveGameUpdated;
    expect(first).toMatchObject({ status: 'LOBBY', playerCount: 1 });
    // Let the gateway's Redis subscription settle before the change.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const prefix = ((await (await fetch(new URL('/live/channels', api.apiUrl))).json()) as { prefix: string }).prefix;
    const gameUuid = Buffer.from(game.id, 'base64url').toString().split(':')[1]!;
    // Announcements of a later version that did not happen: the stream reads the game again and shows nothing new.
    await publisher.publish(`${prefix}liveGameUpdated:${gameUuid}`, JSON.stringify({ id: gameUuid, version: 1_000, answersOnly: false }));
    await publisher.publish(`${prefix}liveGameUpdated:${gameUuid}`, 'texto arbitrario');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = performance.now();
    const advanced = await hostSide.graphql(advanceDoc, { input: { id: game.id } }, teacher.token);
    expect(advanced.data.advanceLiveGame.liveGame.status).toBe('QUESTION');
    const next = (await stream.next(1_000)).data.liveGameUpdated;
    const elapsed = performance.now() - started;
    expect(next).toMatchObject({ status: 'QUESTION', questionIndex: 0, question: { correctAnswer: null } });
    expect(elapsed).toBeLessThan(1_000);
    console.log(`live game state across gateways in ${elapsed.toFixed(0)} ms`);
  } finally {
    publisher.disconnect();
    stream.close();
  }
}, 30_000);
