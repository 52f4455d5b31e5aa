import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { buildApi, createImageStore, migrate, openDatabase, type Database } from '@aula/api';
import { createGateway, type Gateway } from '../src/gateway.js';

export interface Harness {
  gateway: Gateway;
  apiOrigin: string;
  /** The api's database, for tests that watch what the api reads. */
  db: Database;
  /** POST a GraphQL operation through yoga.fetch (no port), as a JSON client with an optional bearer token. */
  graphql: <T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<{ status: number; data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  /** The data of an operation that must succeed: any error fails the test, showing the errors. */
  ok: <T = any>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<T>;
  /**
   * Runs the mutation `name(input: $input)` and gives its payload's `selection`. An assignment it gives questions
   * (createQuestion with assignmentId, setAssignmentQuestions, createAssignment with questionIds) is then published.
   */
  mutate: (name: string, input: Record<string, unknown>, selection: string, token: string) => Promise<any>;
  /** Someone signed up through GraphQL (a unique email), or straight through REST (`rest`, quicker): to act as. */
  signUp: (firstName: string, lastName: string, through?: 'graphql' | 'rest') => Promise<Account>;
  /** A study group, question or assignment made through GraphQL by the person with that token: its global id. */
  create: (node: 'studyGroup' | 'question' | 'assignment', input: Record<string, unknown>, token: string) => Promise<string>;
  /** A call straight to the REST api (quicker than GraphQL for making data); a non-2xx answer throws. An assignment given a question is then published. */
  rest: <T = any>(method: string, path: string, token: string | null, body?: unknown) => Promise<T>;
  /** Upstream REST calls counted so far, summed over endpoints, from GET /metrics. */
  upstreamCalls: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * Someone signed up, to act as: the bearer token, the profile's username and id (as the way they signed up names
 * it: a global id through GraphQL, the api's own through REST).
 */
export interface Account {
  token: string;
  profileId: string;
  username: string;
}

/** How each made node reads its id (a question is a union of the kinds). */
const idSelections = { studyGroup: 'studyGroup { id }', question: 'question { ... on QuestionCommon { id } }', assignment: 'assignment { id }' };

/** `mutation($input: <Name>Input!) { name(input: $input) { selection } }` */
export const mutationDoc = (name: string, selection: string) =>
  `mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { ${selection} } }`;

/**
 * New assignments are drafts. As the api suites do, the test mutation helpers publish an assignment once a mutation
 * gives it a question (createQuestion with assignmentId, setAssignmentQuestions, createAssignment with questionIds).
 */
export async function publishFilled(
  ok: Harness['ok'],
  name: string,
  input: Record<string, unknown>,
  payload: { assignment?: { id?: string } } | undefined,
  token: string | undefined,
) {
  const filled =
    (name === 'createQuestion' && input.assignmentId) ||
    (name === 'setAssignmentQuestions' && (input.questionIds as unknown[]).length > 0 && input.id) ||
    (name === 'createAssignment' && (input.questionIds as unknown[] | undefined)?.length && payload?.assignment?.id);
  if (filled) await ok(mutationDoc('publishAssignment', 'assignment { id }'), { input: { id: filled } }, token);
}

/** A real api (PGlite in memory, on a random port) and a gateway in front of it. */
export async function startHarness(): Promise<Harness> {
  const db = await openDatabase({});
  await migrate(db);
  const storageDir = await mkdtemp(join(tmpdir(), 'aula-gw-images-'));
  const api = await buildApi({ db, images: await createImageStore(storageDir), jwtSecret: 'gateway-test-secret' });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  const apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const gateway = createGateway({ apiUrl: `${apiOrigin}/api/v1` });

  const graphql: Harness['graphql'] = async (query, variables, token) => {
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...(await response.json()) };
  };

  const ok: Harness['ok'] = async (query, variables = {}, token) => {
    const result = await graphql(query, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  };

  const mutate: Harness['mutate'] = async (name, input, selection, token) => {
    const payload = (await ok(mutationDoc(name, selection), { input }, token))[name];
    await publishFilled(ok, name, input, payload, token);
    return payload;
  };

  const rest: Harness['rest'] = async (method, path, token, body) => {
    const response = await fetch(`${apiOrigin}/api/v1${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    // As mutate does: an assignment given a question is published.
    const filled =
      (path === '/assignments-questions/createAssignmentsQuestions' && (body as { assignmentId: string }).assignmentId) ||
      (path === '/assignments/create' && json.questionsIds.length > 0 && json.id);
    if (filled) await rest('POST', `/assignments/publish/${filled}`, token, {});
    return json;
  };

  const signUp: Harness['signUp'] = async (firstName, lastName, through = 'graphql') => {
    const input = { firstName, lastName, email: `${randomUUID()}@harness.test`, phone: '+51 987654321', password: 'clave12345' };
    if (through === 'graphql') {
      const { token, profile } = await mutate('signUp', input, 'token profile { id username }', '');
      return { token, profileId: profile.id, username: profile.username };
    }
    const { token } = await rest('POST', '/auth/create', null, input);
    const profile = await rest('GET', '/profile/getOne', token);
    return { token, profileId: profile.id, username: profile.username };
  };

  const create: Harness['create'] = async (node, input, token) =>
    (await mutate(`create${node[0]!.toUpperCase()}${node.slice(1)}`, input, idSelections[node], token))[node].id;

  const upstreamCalls = async () => {
    const text = await (await gateway.yoga.fetch('http://gateway.test/metrics')).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('aula_gateway_upstream_requests_total{'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };

  return {
    gateway,
    apiOrigin,
    db,
    graphql,
    ok,
    mutate,
    rest,
    signUp,
    create,
    upstreamCalls,
    close: async () => {
      await gateway.close();
      await api.close();
      await db.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** The seven kinds' GraphQL types, in the order the fixtures make one question of each. */
export const questionTypenames = [
  'TrueOrFalseQuestion',
  'FillBlanksQuestion',
  'MatchColumnsQuestion',
  'MultipleAnswerQuestion',
  'ShortAnswerQuestion',
  'NumericalQuestion',
  'OrderingQuestion',
];

/** Each question kind's own fields (its content and its key), as a selection on a Question: what tests read back. */
export const questionKindFields = `
  ... on TrueOrFalseQuestion { correctAnswer imageUrl }
  ... on FillBlanksQuestion { correctWords segments blankCount }
  ... on MatchColumnsQuestion { leftColumn rightColumn }
  ... on MultipleAnswerQuestion { options correctOptionsIndex }
  ... on ShortAnswerQuestion { acceptedAnswers }
  ... on NumericalQuestion { answers { value tolerance credit } }
  ... on OrderingQuestion { items }
`;
