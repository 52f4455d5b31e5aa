import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/gateway.js';
import { followGame, gameDoc, liveClassroom, refusal } from './liveGameFixture.js';
import type { client, Person } from './joiningHarness.js';

// Live games' refusals (codes and the api's Spanish texts), who may see a game, and what its streams cost.

const room = liveClassroom();
const { mutate, ok } = room;
let gateway: Gateway;
let gql: ReturnType<typeof client>;
let teacher: Person;
let players: Person[];
let watcher: Person;
let stranger: Person;

beforeAll(() => {
  ({ gateway, gql, teacher, players, watcher, stranger } = room);
});

describe('refusals, in Spanish with their codes', () => {
  let game: any;
  let quick: Awaited<ReturnType<typeof room.newQuiz>>;

  beforeAll(async () => {
    quick = await room.newQuiz('Repaso rápido');
    game = await ok('startLiveGame', { assignmentId: quick.assignmentId, questionSeconds: 5 }, teacher.token);
  });

  it('a game on an assignment not published yet, which its players could not read', async () => {
    const draft = await room.newQuiz('Borrador en vivo', true);
    expect(refusal(await mutate('startLiveGame', { assignmentId: draft.assignmentId }, teacher.token))).toEqual({
      code: 'CONFLICT',
      message: 'Publique la tarea antes de jugarla en vivo.',
    });
  });

  it('an unknown PIN, and a PIN of a group the viewer is not in', async () => {
    const unknown = await mutate('joinLiveGame', { pin: game.pin === '000000' ? '000001' : '000000' }, players[0]!.token);
    expect(refusal(unknown)).toEqual({ code: 'NOT_FOUND', message: 'No hay ningún juego abierto con ese PIN.' });
    const outsider = await mutate('joinLiveGame', { pin: game.pin }, stranger.token);
    expect(refusal(outsider)).toEqual({ code: 'FORBIDDEN', message: 'Este juego es de un grupo del que usted no es miembro.' });
  });

  it('the game is hidden from a stranger and from a member who has not joined, by id and live', async () => {
    for (const person of [stranger, watcher]) {
      const read = await gql.graphql(gameDoc, { id: game.id }, person.token);
      expect(read.data.node).toBeNull();
      expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const strangerStream = await followGame(gateway, game.id, stranger.token);
    expect((await strangerStream.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    strangerStream.close();
    const watcherStream = await followGame(gateway, game.id, watcher.token);
    expect((await watcherStream.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    watcherStream.close();
  });

  it('a second answer, and an answer after the time is up by the server’s clock', async () => {
    const [ana, bruno] = players as [Person, Person, Person];
    for (const player of [ana, bruno]) await ok('joinLiveGame', { pin: game.pin }, player.token);
    await ok('advanceLiveGame', { id: game.id }, teacher.token);
    const answer = { liveGameId: game.id, answer: { questionId: quick.questionIds[0], trueOrFalseAnswer: true } };
    await ok('answerLiveQuestion', answer, ana.token);
    expect(refusal(await mutate('answerLiveQuestion', answer, ana.token))).toEqual({ code: 'CONFLICT', message: 'Ya respondió esta pregunta.' });
    await new Promise((resolve) => setTimeout(resolve, 5_300));
    expect(refusal(await mutate('answerLiveQuestion', answer, bruno.token))).toEqual({
      code: 'CONFLICT',
      message: 'El tiempo de esta pregunta terminó.',
    });
  }, 20_000);

  it('a player cannot move or end the game; once over, its PIN says so', async () => {
    const moved = await mutate('advanceLiveGame', { id: game.id }, players[0]!.token);
    expect(moved.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect((await mutate('endLiveGame', { id: game.id }, players[0]!.token)).errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect((await ok('endLiveGame', { id: game.id }, teacher.token)).status).toBe('FINISHED');
    expect(refusal(await mutate('joinLiveGame', { pin: game.pin }, players[2]!.token))).toEqual({
      code: 'CONFLICT',
      message: 'Este juego ya terminó.',
    });
  });
});

/** REST calls the gateway has made so far, to `endpoint` only when given ("GET /liveGames/byAssignment"). */
async function upstreamCalls(endpoint?: string) {
  const text = await (await gateway.yoga.fetch('http://gateway.test/metrics')).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('aula_gateway_upstream_requests_total{') && (!endpoint || line.includes(`endpoint="${endpoint}"`)))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

describe('streams and REST calls', () => {
  let game: any;

  beforeAll(async () => {
    const streamed = await room.newQuiz('Repaso de flujos');
    game = await ok('startLiveGame', { assignmentId: streamed.assignmentId }, teacher.token);
    for (const player of players) await ok('joinLiveGame', { pin: game.pin }, player.token);
  });

  afterAll(async () => {
    await ok('endLiveGame', { id: game.id }, teacher.token);
  });

  it("the host's whole view of three players costs three REST calls, one batched read per level", async () => {
    const before = await upstreamCalls();
    const read = await gql.graphql(gameDoc, { id: game.id }, teacher.token);
    expect(read.data.node.players).toHaveLength(3);
    // The game (its leaderboard of 10 holds the 3 players already), the profiles (host and players in one batch) and
    // the assignment.
    expect((await upstreamCalls()) - before).toBe(3);
  });

  it("the group's assignments list their games for the owner in one REST call, and null for a member", async () => {
    const doc = `query($id: ID!) { node(id: $id) { ... on StudyGroup {
      assignments(first: 10) { edges { node { name liveGames { id status } } } }
    } } }`;
    const before = await upstreamCalls('GET /liveGames/byAssignment');
    const read = await gql.graphql(doc, { id: room.studyGroupId }, teacher.token);
    expect(await upstreamCalls('GET /liveGames/byAssignment')).toBe(before + 1);
    const byName = Object.fromEntries(read.data.node.assignments.edges.map(({ node }: any) => [node.name, node.liveGames]));
    expect(byName['Repaso rápido']).toEqual([{ id: expect.any(String), status: 'FINISHED' }]);
    expect(byName['Repaso de flujos']).toEqual([{ id: game.id, status: 'LOBBY' }]);
    const asMember = await gql.graphql(doc, { id: room.studyGroupId }, players[0]!.token);
    for (const { node } of asMember.data.node.assignments.edges) expect(node.liveGames).toBeNull();
  });

  it("a game's stream counts against the person's live streams", async () => {
    const strict = createGateway({ apiUrl: room.apiUrl, notificationEvents: room.events, maxStreamsPerUser: 1 });
    try {
      const first = await followGame(strict, game.id, players[0]!.token);
      expect((await first.next()).data.liveGameUpdated.status).toBe('LOBBY');
      const second = await followGame(strict, game.id, players[0]!.token);
      expect((await second.next()).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      first.close();
      second.close();
    } finally {
      await strict.close();
    }
  });

  it('ends with the session: after logOut the last event is UNAUTHENTICATED and the stream completes', async () => {
    const player = await gql.signUp('Lucia');
    const group = await gql.graphql(
      'mutation($input: AddStudyGroupMembersInput!) { addStudyGroupMembers(input: $input) { studyGroup { id } } }',
      { input: { id: room.studyGroupId, memberIds: [player.profileId] } },
      teacher.token,
    );
    expect(group.errors).toBeUndefined();
    await ok('joinLiveGame', { pin: game.pin }, player.token);
    const stream = await followGame(gateway, game.id, player.token);
    expect((await stream.next()).data.liveGameUpdated.status).toBe('LOBBY');
    expect((await gql.graphql('mutation { logOut { endedSessionCount } }', {}, player.token)).errors).toBeUndefined();
    expect((await stream.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await stream.completed();
  });
});
