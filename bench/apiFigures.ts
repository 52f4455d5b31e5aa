import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { api } from './dataset.js';
import { graphqlCall, json, latencies, restCall, round, throughput } from './measure.js';
import { startProcess } from './processes.js';

/** Reads and writes per second of the api alone: a group by id, and a new short-answer question. */
export async function apiThroughput(origin: string, token: string, groupId: string) {
  const read = await throughput(origin, [restCall(token, `/study-group/getOne?id=${groupId}`)]);
  const write = await throughput(origin, [
    {
      method: 'POST',
      path: '/api/v1/question/createShortAnswerQuestion',
      headers: json(token),
      body: JSON.stringify({ type: 'SHORT_ANSWER', statement: 'Pregunta escrita por el benchmark' }),
    },
  ]);
  return { readPerSecond: read.perSecond, writePerSecond: write.perSecond, failures: read.failures + write.failures };
}

/** The same on a fresh `aula_bench` PostgreSQL database, when DATABASE_URL names a server; null otherwise. */
export async function postgresFigures() {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS aula_bench');
  await admin.query('CREATE DATABASE aula_bench');
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/aula_bench';
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-pg-'));
  const server = await startProcess(
    'api/src/server.ts',
    { DATABASE_URL: benchUrl.toString(), API_PORT: '4102', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '0' },
    /listening/,
  );
  try {
    const origin = 'http://127.0.0.1:4102';
    const user = await api(`${origin}/api/v1`, 'POST', '/auth/create', undefined, {
      firstName: 'Docente',
      lastName: 'Postgres',
      email: 'docente@bench.aula',
      phone: '+51 900000000',
      password: 'bench-password-1',
    });
    const group = await api(`${origin}/api/v1`, 'POST', '/study-group/create', user.token, { name: 'Grupo en PostgreSQL' });
    return await apiThroughput(origin, user.token, group.id);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const attemptsPage = `query AttemptsPage($id: ID!) { node(id: $id) { ... on Assignment {
  attempts(first: 10) { edges { cursor node { score submittedAt profile { username } } } pageInfo { hasNextPage endCursor } } } } }`;

/**
 * attempts(first: 10) of an assignment with 10 attempts and of one with 10,000, through the gateway, timed side by
 * side: a page must cost the same whatever the history (budget: at most 1.5× at p50).
 */
export async function pagedAttemptsFigures(token: string, assignments: { 10: string; 10000: string }) {
  // 300 samples: loading whole histories (as the gateway once did) took seconds a page, and would hold the bench.
  const [small, large] = await latencies(
    [10, 10_000].map((size) => graphqlCall(token, attemptsPage, { id: toGlobalId('Assignment', assignments[size as 10 | 10000]) })),
    300,
    50,
  );
  return {
    'attempts(first: 10) of 10, p50/p95 ms': `${small!.p50} / ${small!.p95}`,
    'attempts(first: 10) of 10,000, p50/p95 ms': `${large!.p50} / ${large!.p95}`,
    '10,000 / 10 at p50': round(large!.p50 / small!.p50),
  };
}
