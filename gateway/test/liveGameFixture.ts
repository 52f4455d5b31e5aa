import { afterAll, beforeAll, expect } from 'vitest';
import type { Gateway } from '../src/gateway.js';
import { questionKindFields } from './harness.js';
import { client, gatewayOn, startApiOn, type Person } from './joiningHarness.js';

type Client = ReturnType<typeof client>;

/** Everything a LiveGame shows, each object with its __typename so that `leaks` can tell them apart. */
export const gameFields = `
  __typename id pin status viewerIsHost questionSeconds points streakBonus countsAsAttempt playerCount
  questionIndex questionCount questionEndsAt questionTimeLeftMs answerCount createdAt finishedAt
  assignment { id } host { id username }
  question { __typename ... on QuestionCommon { id statement viewerSeesAnswerKey } ${questionKindFields} }
  answerDistribution { __typename label count correct }
  leaderboard(first: 10) { ...LivePlayerFields }
  players { ...LivePlayerFields }
  viewerPlayer { ...LivePlayerFields }
`;
const answerFields = '__typename questionIndex responseMs summary score correct points streakBonus';
export const playerFragment = `
  fragment LivePlayerFields on LivePlayer {
    __typename nickname score rank streak correctCount totalResponseMs profile { id username }
    lastAnswer { ${answerFields} } answers { ${answerFields} }
  }
`;
export const subscriptionDoc = `subscription($id: ID!) { liveGameUpdated(id: $id) { ${gameFields} } } ${playerFragment}`;
export const gameDoc = `query($id: ID!) { node(id: $id) { ... on LiveGame { ${gameFields} } } } ${playerFragment}`;

/** What the gateway answered to an operation. */
type Result = { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** The first error's code and message. */
export const refusal = (result: Result) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });

const keyFields = ['correctAnswer', 'correctWords', 'correctOptionsIndex', 'acceptedAnswers'];

/**
 * Every place in a player's view during an open question that tells a key or a result: a question with its key,
 * an answer with its grade, points or streak bonus, an answers' distribution, the host's list of players, a score or
 * a streak earned before any reveal (`beforeFirstReveal`). Empty when nothing leaks.
 */
export function leaks(value: unknown, beforeFirstReveal: boolean, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaks(item, beforeFirstReveal, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  const found: string[] = [];
  const shown = (field: string) => object[field] !== null && object[field] !== undefined;
  const typename = String(object.__typename ?? '');
  if (typename.endsWith('Question')) {
    if (object.viewerSeesAnswerKey !== false) found.push(`${path}.viewerSeesAnswerKey`);
    found.push(...keyFields.filter(shown).map((field) => `${path}.${field}`));
    if (typename === 'NumericalQuestion' && shown('answers')) found.push(`${path}.answers`);
  }
  if (typename === 'LiveAnswer') found.push(...['score', 'correct', 'points', 'streakBonus'].filter(shown).map((field) => `${path}.${field}`));
  if (typename === 'LiveAnswerCount' && shown('correct')) found.push(`${path}.correct`);
  if (typename === 'LiveGame') found.push(...['answerDistribution', 'players'].filter(shown).map((field) => `${path}.${field}`));
  if (typename === 'LivePlayer' && beforeFirstReveal) {
    found.push(...['score', 'streak', 'correctCount'].filter((field) => object[field] !== 0).map((field) => `${path}.${field}`));
  }
  for (const [field, child] of Object.entries(object)) found.push(...leaks(child, beforeFirstReveal, `${path}.${field}`));
  return found;
}

export interface GameStream {
  /** The next state (the `data` of the next event, or its errors), waiting at most `timeout` ms. */
  next(timeout?: number): Promise<{ data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  /** Skips states until one satisfies `wanted`, and gives it. */
  until(wanted: (game: any) => boolean, timeout?: number): Promise<any>;
  /** Resolves when the server completes the stream (after the states still unread). */
  completed(timeout?: number): Promise<void>;
  close(): void;
}

/** Opens liveGameUpdated(id) over Server-Sent Events on a gateway (in-process) or a gateway's base URL. */
export async function followGame(target: Gateway | string, gameId: string, token: string): Promise<GameStream> {
  const controller = new AbortController();
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: subscriptionDoc, variables: { id: gameId } }),
    signal: controller.signal,
  };
  const response = typeof target === 'string' ? await fetch(`${target}/graphql`, init) : await target.yoga.fetch('http://gateway.test/graphql', init);
  const received: any[] = [];
  let done = false;
  let wake: (() => void) | undefined;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const data = lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('');
          if (data) received.push(JSON.parse(data));
          wake?.();
        }
      }
    } catch {
      // aborted
    }
    done = true;
    wake?.();
  })();

  const waitFor = async <T>(ready: () => T | undefined, timeout: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} within ${timeout} ms`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.min(left, 50));
      });
    }
  };
  const next: GameStream['next'] = (timeout = 5_000) => waitFor(() => received.shift(), timeout, 'no event');
  return {
    next,
    async until(wanted, timeout = 5_000) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        expect(event.errors, JSON.stringify(event.errors)).toBeUndefined();
        if (wanted(event.data.liveGameUpdated)) return event.data.liveGameUpdated;
      }
    },
    completed: (timeout = 5_000) =>
      waitFor(() => (done && received.length === 0 ? true : undefined), timeout, 'the stream did not complete').then(() => {}),
    close: () => controller.abort(),
  };
}

/**
 * A group of `teacher`'s with `members`, and `newQuiz` to make assignments in it with a true-or-false and a multiple
 * answer question, published unless `draft`.
 */
export async function classWithQuiz(gql: Client, teacher: Person, members: Person[]) {
  const ok = async (query: string, input: Record<string, unknown>) => {
    const result = await gql.graphql(query, { input }, teacher.token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data;
  };
  const group = await ok('mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }', {
    name: 'Ciencias 4A',
    memberIds: members.map((member) => member.profileId),
  });
  const studyGroupId = group.createStudyGroup.studyGroup.id;
  return { studyGroupId, newQuiz: (name: string, draft = false) => quiz(ok, studyGroupId, name, draft) };
}

async function quiz(ok: (query: string, input: Record<string, unknown>) => Promise<any>, studyGroupId: string, name: string, draft: boolean) {
  const created = await ok('mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }', {
    studyGroupId,
    name,
    description: 'Repaso en vivo',
    maxAttempts: 3,
  });
  const assignmentId = created.createAssignment.assignment.id;
  const questionIds: string[] = [];
  for (const question of [
    { statement: 'El sol es una estrella', trueOrFalse: { correctAnswer: true } },
    { statement: '¿Cuáles son números primos?', multipleAnswer: { options: ['2', '3', '4', '5'], correctOptionsIndex: [0, 1, 3] } },
  ]) {
    const made = await ok('mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on QuestionCommon { id } } } }', {
      ...question,
      assignmentId,
    });
    questionIds.push(made.createQuestion.question.id);
  }
  if (!draft) await ok('mutation($input: PublishAssignmentInput!) { publishAssignment(input: $input) { assignment { id } } }', { id: assignmentId });
  return { assignmentId, questionIds };
}

type Quiz = Awaited<ReturnType<typeof quiz>>;

/**
 * An api and a gateway sharing one in-process event target (as under `npm start`) for the test file, with a teacher
 * whose group has three students (`players`) and one more member (`watcher`), and someone outside it (`stranger`).
 * Filled in by a beforeAll, closed in an afterAll.
 */
export function liveClassroom() {
  const room = {
    mutate: (name: string, input: Record<string, unknown>, token: string): Promise<Result> => {
      const type = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
      return room.gql.graphql(
        `mutation($input: ${type}!) { ${name}(input: $input) { liveGame { ${gameFields} } } } ${playerFragment}`,
        { input },
        token,
      );
    },
    /** A live game mutation that must succeed: its payload's game. */
    ok: async (name: string, input: Record<string, unknown>, token: string): Promise<any> => {
      const result = await room.mutate(name, input, token);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data[name].liveGame;
    },
  } as {
    apiUrl: string;
    events: EventTarget;
    gateway: Gateway;
    gql: Client;
    teacher: Person;
    players: [Person, Person, Person];
    watcher: Person;
    stranger: Person;
    studyGroupId: string;
    newQuiz: (name: string, draft?: boolean) => Promise<Quiz>;
    mutate: (name: string, input: Record<string, unknown>, token: string) => Promise<Result>;
    ok: (name: string, input: Record<string, unknown>, token: string) => Promise<any>;
  };
  let api: Awaited<ReturnType<typeof startApiOn>> | undefined;
  beforeAll(async () => {
    room.events = new EventTarget();
    api = await startApiOn(room.events);
    room.apiUrl = api.apiUrl;
    room.gateway = gatewayOn(api.apiUrl, room.events);
    room.gql = client(room.gateway);
    room.teacher = await room.gql.signUp('Tania');
    room.players = [await room.gql.signUp('Ana'), await room.gql.signUp('Bruno'), await room.gql.signUp('Carla')];
    room.watcher = await room.gql.signUp('Walter');
    room.stranger = await room.gql.signUp('Esteban');
    Object.assign(room, await classWithQuiz(room.gql, room.teacher, [...room.players, room.watcher]));
  });
  afterAll(async () => {
    await room.gateway?.close();
    await api?.close();
  });
  return room;
}
