import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway.js';
import { followGame, gameDoc, gameFields, leaks, liveClassroom, playerFragment, type GameStream } from './liveGameFixture.js';
import type { client, Person } from './joiningHarness.js';

// A live game played over GraphQL against a real api, its events on one in-process target as under `npm start`:
// a teacher hosts, three students play on their streams, and nothing of a key or a result reaches a player before
// the reveal, by any path.

const room = liveClassroom();
const { mutate, ok } = room;
let gateway: Gateway;
let gql: ReturnType<typeof client>;
let teacher: Person;
let players: Person[];
let quiz: Awaited<ReturnType<typeof room.newQuiz>>;

beforeAll(async () => {
  ({ gateway, gql, teacher, players } = room);
  quiz = await room.newQuiz('Repaso del sistema solar');
});

describe('a game from the lobby to the podium', () => {
  let game: any;
  let hostStream: GameStream;
  let streams: GameStream[];

  afterAll(() => {
    for (const stream of [hostStream, ...(streams ?? [])]) stream?.close();
  });

  it('starts in a lobby with a six-digit PIN, and three students join by it', async () => {
    game = await ok('startLiveGame', { assignmentId: quiz.assignmentId, questionSeconds: 60, countsAsAttempt: true }, teacher.token);
    expect(game).toMatchObject({ status: 'LOBBY', viewerIsHost: true, questionCount: 2, questionIndex: null, question: null, playerCount: 0 });
    expect(game.pin).toMatch(/^\d{6}$/);
    for (const player of players) {
      const joined = await ok('joinLiveGame', { pin: game.pin }, player.token);
      expect(joined).toMatchObject({ id: game.id, viewerIsHost: false, players: null, viewerPlayer: { nickname: player.username, score: 0 } });
    }
    // Joining again is the same player, not a fourth.
    expect((await ok('joinLiveGame', { pin: game.pin }, players[0]!.token)).playerCount).toBe(3);
  });

  it("each stream's first event is the game as it is now", async () => {
    hostStream = await followGame(gateway, game.id, teacher.token);
    streams = await Promise.all(players.map((player) => followGame(gateway, game.id, player.token)));
    const first = await hostStream.next();
    expect(first.data.liveGameUpdated).toMatchObject({ status: 'LOBBY', playerCount: 3, viewerIsHost: true });
    expect(first.data.liveGameUpdated.players.map((p: any) => p.nickname).sort()).toEqual(players.map((p) => p.username).sort());
    for (const [index, stream] of streams.entries()) {
      const state = (await stream.next()).data.liveGameUpdated;
      expect(state).toMatchObject({ status: 'LOBBY', playerCount: 3, players: null, viewerPlayer: { nickname: players[index]!.username } });
    }
  });

  it('advance: every player gets the first question in its solver view, with nothing of its key', async () => {
    const advanced = await ok('advanceLiveGame', { id: game.id, fromStatus: 'LOBBY' }, teacher.token);
    expect(advanced).toMatchObject({ status: 'QUESTION', questionIndex: 0 });
    for (const stream of streams) {
      const state = await stream.until((g) => g.status === 'QUESTION');
      expect(state.question).toMatchObject({ __typename: 'TrueOrFalseQuestion', statement: 'El sol es una estrella', correctAnswer: null });
      expect(state.questionTimeLeftMs).toBeGreaterThan(50_000);
      expect(leaks(state, true)).toEqual([]);
    }
    // A second click on the same state changes nothing.
    expect(await ok('advanceLiveGame', { id: game.id, fromStatus: 'LOBBY' }, teacher.token)).toMatchObject({ status: 'QUESTION', questionIndex: 0 });
  });

  it("answers: the host's stream counts them, a player's every path shows no key and no result before the reveal", async () => {
    const [ana, bruno] = players as [Person, Person, Person];
    const answered = await ok(
      'answerLiveQuestion',
      { liveGameId: game.id, answer: { questionId: quiz.questionIds[0], trueOrFalseAnswer: true } },
      ana.token,
    );
    expect(answered.viewerPlayer.lastAnswer).toMatchObject({ questionIndex: 0, summary: 'Verdadero', score: null, correct: null, points: null });
    expect(await hostStream.until((g) => g.answerCount === 1)).toMatchObject({ status: 'QUESTION' });

    // Ana (answered) and Bruno (not yet), through the game by id, the mutation payloads and their streams.
    for (const player of [ana, bruno]) {
      const read = await gql.graphql(gameDoc, { id: game.id }, player.token);
      expect(read.errors).toBeUndefined();
      expect(read.data.node.status).toBe('QUESTION');
      expect(leaks(read.data, true)).toEqual([]);
    }
    expect(leaks(answered, true)).toEqual([]);
    const nodesRead = await gql.graphql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on LiveGame { ${gameFields} } } } ${playerFragment}`,
      { ids: [game.id] },
      ana.token,
    );
    expect(leaks(nodesRead.data, true)).toEqual([]);
    expect(nodesRead.data.nodes[0].viewerPlayer.lastAnswer.summary).toBe('Verdadero');
  });

  it('reveal when everyone has answered: the key, the distribution and the points, told to the players at once', async () => {
    const [, bruno, carla] = players as [Person, Person, Person];
    const question = quiz.questionIds[0];
    const second = await mutate(
      'answerLiveQuestion',
      { liveGameId: game.id, answer: { questionId: question, trueOrFalseAnswer: false } },
      bruno.token,
    );
    expect(leaks(second.data, true)).toEqual([]);
    await ok('answerLiveQuestion', { liveGameId: game.id, answer: { questionId: question, trueOrFalseAnswer: true } }, carla.token);

    // The players' streams skipped the answers alone: their next state is the reveal.
    const revealed = await Promise.all(streams.map((stream) => stream.next().then((event) => event.data.liveGameUpdated)));
    for (const state of revealed) {
      expect(state.status).toBe('REVEAL');
      expect(state.question).toMatchObject({ __typename: 'TrueOrFalseQuestion', correctAnswer: true, viewerSeesAnswerKey: true });
      expect(state.question.id).not.toBe(question);
      expect(state.answerDistribution).toEqual([
        { __typename: 'LiveAnswerCount', label: 'Verdadero', count: 2, correct: true },
        { __typename: 'LiveAnswerCount', label: 'Falso', count: 1, correct: false },
        { __typename: 'LiveAnswerCount', label: 'Sin respuesta', count: 0, correct: null },
      ]);
    }
    const [ana, brunoState] = revealed;
    expect(ana.viewerPlayer).toMatchObject({ rank: 1, correctCount: 1, streak: 1, lastAnswer: { correct: true, score: 100 } });
    expect(ana.viewerPlayer.lastAnswer.points).toBeGreaterThan(500);
    expect(ana.viewerPlayer.score).toBe(ana.viewerPlayer.lastAnswer.points);
    expect(brunoState.viewerPlayer).toMatchObject({ score: 0, streak: 0, lastAnswer: { correct: false, score: 0, points: 0 } });
    // Leaderboard: the two right answers first; a player sees nobody else's answers.
    expect(ana.leaderboard.map((p: any) => p.rank)).toEqual([1, 2, 3]);
    expect(ana.leaderboard.at(-1)).toMatchObject({ nickname: bruno.username, score: 0 });
    for (const entry of ana.leaderboard.filter((p: any) => p.nickname !== players[0]!.username)) {
      expect(entry).toMatchObject({ lastAnswer: null, answers: [] });
    }
    const host = await hostStream.until((g) => g.status === 'REVEAL');
    expect(host.players.map((p: any) => p.nickname)).toEqual(host.leaderboard.map((p: any) => p.nickname));
    expect(host.players.find((p: any) => p.nickname === bruno.username).lastAnswer).toMatchObject({ summary: 'Falso', correct: false });
  });

  it('the second question, closed by the host, then the podium: every stream completes after FINISHED', async () => {
    const [ana, bruno] = players as [Person, Person, Person];
    await ok('advanceLiveGame', { id: game.id, fromStatus: 'REVEAL', fromQuestionIndex: 0 }, teacher.token);
    for (const stream of streams) {
      const state = await stream.until((g) => g.status === 'QUESTION');
      expect(state.question).toMatchObject({ __typename: 'MultipleAnswerQuestion', options: ['2', '3', '4', '5'], correctOptionsIndex: null });
      // The first question's results stay shown; nothing of the second's.
      expect(state.answerDistribution).toBeNull();
      expect(leaks(state.question, false)).toEqual([]);
    }
    const question = quiz.questionIds[1];
    await ok('answerLiveQuestion', { liveGameId: game.id, answer: { questionId: question, chosenOptionsIndex: [0, 1, 3] } }, ana.token);
    await ok('answerLiveQuestion', { liveGameId: game.id, answer: { questionId: question, chosenOptionsIndex: [0] } }, bruno.token);
    // Carla does not answer: the host closes the question.
    const closed = await ok('advanceLiveGame', { id: game.id, fromStatus: 'QUESTION', fromQuestionIndex: 1 }, teacher.token);
    expect(closed.status).toBe('REVEAL');
    expect(closed.answerDistribution.at(-1)).toMatchObject({ label: 'Sin respuesta', count: 1 });
    const finished = await ok('advanceLiveGame', { id: game.id, fromStatus: 'REVEAL', fromQuestionIndex: 1 }, teacher.token);
    expect(finished).toMatchObject({ status: 'FINISHED', question: null });
    expect(finished.finishedAt).not.toBeNull();

    for (const stream of [hostStream, ...streams]) {
      expect(await stream.until((g) => g.status === 'FINISHED', 5_000)).toMatchObject({ status: 'FINISHED' });
      await stream.completed();
    }
    const podium = (await gql.graphql(gameDoc, { id: game.id }, ana.token)).data.node;
    expect(podium.leaderboard[0]).toMatchObject({ nickname: ana.username, rank: 1, correctCount: 2, streak: 2 });
    // Partial credit scales the points: a third of the right options, a third of what the time gave.
    const brunoAnswers = (await gql.graphql(gameDoc, { id: game.id }, bruno.token)).data.node.viewerPlayer.answers;
    expect(brunoAnswers[1]).toMatchObject({ correct: false });
    expect(brunoAnswers[1].score).toBeCloseTo(100 / 3, 1);
  });

  it("countsAsAttempt: each player's answers become a graded attempt of the assignment", async () => {
    const grades = async () =>
      Promise.all(
        players.map(async (player) => {
          const read = await gql.graphql(
            'query($id: ID!) { node(id: $id) { ... on Assignment { viewerGrade } } }',
            { id: quiz.assignmentId },
            player.token,
          );
          return read.data.node.viewerGrade as number | null;
        }),
      );
    const deadline = Date.now() + 15_000;
    let seen = await grades();
    while (seen.some((grade) => grade === null) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      seen = await grades();
    }
    const [ana, bruno, carla] = seen;
    expect(ana).toBe(100);
    expect(bruno).toBeCloseTo((0 + 100 / 3) / 2, 1);
    expect(carla).toBe(50);
  }, 30_000);

  it('the results file is the host’s, once finished; a player gets null', async () => {
    const fileDoc = 'query($id: ID!) { node(id: $id) { ... on LiveGame { resultsFile(format: CSV) { fileName contentType base64 } } } }';
    const asHost = (await gql.graphql(fileDoc, { id: game.id }, teacher.token)).data.node.resultsFile;
    expect(asHost.contentType).toMatch(/csv/);
    const csv = Buffer.from(asHost.base64, 'base64').toString('utf8');
    for (const player of players) expect(csv).toContain(player.username);
    expect((await gql.graphql(fileDoc, { id: game.id }, players[0]!.token)).data.node.resultsFile).toBeNull();
  });

  it('the assignment lists its games for its owner only', async () => {
    const doc = 'query($id: ID!) { node(id: $id) { ... on Assignment { liveGames { id status } } } }';
    expect((await gql.graphql(doc, { id: quiz.assignmentId }, teacher.token)).data.node.liveGames).toEqual([{ id: game.id, status: 'FINISHED' }]);
    expect((await gql.graphql(doc, { id: quiz.assignmentId }, players[0]!.token)).data.node.liveGames).toBeNull();
  });
});
