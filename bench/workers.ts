/**
 * Throughput of the production start (scripts/production.ts) on PostgreSQL with WORKERS=1 and WORKERS=2: GraphQL
 * reads through the gateway and REST reads on the api, at 50 connections. Needs DATABASE_URL (a server where a
 * fresh `aula_bench_workers` database may be created). Part of `npm run bench`; alone: `npx tsx bench/workers.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { api } from './dataset.js';
import { graphqlCall, restCall, throughput } from './measure.js';
import { startProcess } from './processes.js';

const [gatewayPort, apiPort] = [4110, 4111];

export async function workersFigures() {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const rows: Record<string, Record<string, number>> = {};
  for (const workers of [1, 2]) {
    const benchUrl = await freshDatabase(url, 'aula_bench_workers');
    const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-workers-'));
    const product = await startProcess(
      'scripts/production.ts',
      {
        DATABASE_URL: benchUrl,
        WORKERS: String(workers),
        PORT: String(gatewayPort),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT: '0',
      },
      /running in production mode/,
    );
    try {
      const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
      const user = await api(apiUrl, 'POST', '/auth/create', undefined, {
        firstName: 'Docente',
        lastName: 'Procesos',
        email: 'docente@workers.aula',
        phone: '+51 900000000',
        password: 'bench-password-1',
      });
      const group = await api(apiUrl, 'POST', '/study-group/create', user.token, { name: 'Grupo de procesos' });
      const query = 'query Entity($id: ID!) { node(id: $id) { ... on StudyGroup { id name description } } }';
      const gateway = await throughput(`http://127.0.0.1:${gatewayPort}`, [
        graphqlCall(user.token, query, { id: toGlobalId('StudyGroup', group.id) }),
      ]);
      const direct = await throughput(`http://127.0.0.1:${apiPort}`, [restCall(user.token, `/study-group/getOne?id=${group.id}`)]);
      rows[`WORKERS=${workers}`] = {
        'gateway req/s @50': gateway.perSecond,
        'api req/s @50': direct.perSecond,
        failures: gateway.failures + direct.failures,
      };
    } finally {
      await product.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  console.table(rows);
  return rows;
}

/** The URL of a newly created, empty database `name` on the server of `url`. */
export async function freshDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops database `name` on the server of `url` (a bench's scratch database, once its processes are gone). */
export async function dropDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await workersFigures();
