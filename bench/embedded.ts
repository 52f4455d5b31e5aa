/**
 * The embedded default against PostgreSQL (issue 33 §5): the bench's read (`GET /study-group/getOne`) through the
 * api on PGlite and on PostgreSQL, each in its own process, measured in alternating rounds so that other load on
 * the machine weighs on both alike (budget: PGlite ≥ 60% of PostgreSQL's reads per second), with the api process's
 * CPU per read. Then where PGlite's time goes: the read's own statements (the session check and the group) run
 * in this process on PGlite's file layers and durability options, and on node-postgres, statement for statement.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/embedded.ts   (BENCH_SECONDS, ROUNDS)
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openSession } from '../api/src/auth/sessions.js';
import { openPglite, wrapPglite } from '../api/src/db/pglite.js';
import { openGroup } from '../api/src/features/studyGroups/repository.js';
import type { Database, Queryable } from '../api/src/db/database.js';
import { api } from './dataset.js';
import { restCall, round, seconds, throughput } from './measure.js';
import { startProcess, type Started } from './processes.js';

const cpuMs = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in clock ticks of 10 ms
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Side {
  name: string;
  server: Started;
  origin: string;
  token: string;
  groupId: string;
  readsPerSecond: number[];
  cpuMsPerRead: number[];
}

async function startSide(name: string, port: number, env: Record<string, string>): Promise<Side> {
  const server = await startProcess('api/src/server.ts', { API_PORT: String(port), AUTH_RATE_LIMIT: '0', ...env }, /listening/);
  const origin = `http://127.0.0.1:${port}`;
  const user = await api(`${origin}/api/v1`, 'POST', '/auth/create', undefined, {
    firstName: 'Docente',
    lastName: 'Embebida',
    email: 'docente@bench.aula',
    phone: '+51 900000000',
    password: 'bench-password-1',
  });
  const group = await api(`${origin}/api/v1`, 'POST', '/study-group/create', user.token, { name: 'Grupo del benchmark' });
  return { name, server, origin, token: user.token, groupId: group.id, readsPerSecond: [], cpuMsPerRead: [] };
}

async function freshPostgresDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS aula_bench_embedded');
  await admin.query('CREATE DATABASE aula_bench_embedded');
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/aula_bench_embedded';
  return benchUrl.toString();
}

/** Reads per second of both apis, alternating ROUNDS runs of BENCH_SECONDS each. */
export async function embeddedVersusPostgres(postgresUrl: string, rounds = Number(process.env.ROUNDS ?? 5)) {
  const dataDir = await mkdtemp(join(tmpdir(), 'aula-bench-embedded-'));
  const sides = [
    await startSide('PGlite', 4191, { DATA_DIR: dataDir, DATABASE_URL: '' }),
    await startSide('PostgreSQL', 4192, { DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: await freshPostgresDatabase(postgresUrl) }),
  ];
  try {
    for (let r = 0; r < rounds; r++) {
      for (const side of sides) {
        const pid = side.server.child.pid!;
        const before = await cpuMs(pid);
        const run = await throughput(side.origin, [restCall(side.token, `/study-group/getOne?id=${side.groupId}`)]);
        if (run.failures) throw new Error(`${side.name}: ${run.failures} failed reads`);
        side.readsPerSecond.push(run.perSecond);
        side.cpuMsPerRead.push(((await cpuMs(pid)) - before) / (run.perSecond * seconds));
      }
    }
  } finally {
    for (const side of sides) await side.server.stop();
  }
  const [embedded, postgres] = sides.map((side) => ({ readsPerSecond: median(side.readsPerSecond), cpuMsPerRead: round(median(side.cpuMsPerRead)) }));
  const statements = await statementCosts(join(dataDir, 'pglite'), postgresUrl.replace(/\/[^/]*$/, '/aula_bench_embedded'), sides[0]!, sides[1]!);
  await rm(dataDir, { recursive: true, force: true });
  return {
    'PGlite reads/s (median of rounds)': embedded!.readsPerSecond,
    'PostgreSQL reads/s (median of rounds)': postgres!.readsPerSecond,
    'PGlite / PostgreSQL (budget ≥ 0.6)': round(embedded!.readsPerSecond / postgres!.readsPerSecond),
    'api CPU ms per read, PGlite / PostgreSQL': `${embedded!.cpuMsPerRead} / ${postgres!.cpuMsPerRead}`,
    ...statements,
  };
}

/** The claims inside a token (the bench's own token: read, not verified). */
const claimsOf = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  return { userId: payload.sub, sessionId: payload.sid };
};

/**
 * Microseconds per read of the read's two statements that every layout shares (the session check every request
 * makes, and the group with the caller's standing in it), on copies of the PGlite directory the api wrote: as the api
 * runs them (PGlite's thread, statements prepared once), through PGlite's own query() in this process (the api's
 * way before issue 33), and on PostgreSQL through node-postgres.
 */
async function statementCosts(pgliteDir: string, postgresUrl: string, embeddedSide: Side, postgresSide: Side) {
  const time = async (db: Queryable, side: Side) => {
    const { userId, sessionId } = claimsOf(side.token);
    const read = async () => {
      const viewer = await openSession(db, userId, sessionId);
      await openGroup(db, side.groupId, viewer!.profile_id!);
    };
    for (let i = 0; i < 200; i++) await read();
    const started = process.hrtime.bigint();
    for (let i = 0; i < 2000; i++) await read();
    return Math.round(Number(process.hrtime.bigint() - started) / 1000 / 2000);
  };
  const ways: Record<string, (dir: string) => Promise<Database>> = {
    'as the api runs it (its thread, prepared statements)': (dir) => openPglite(dir),
    "through PGlite's query() in this process": async (dir) => wrapPglite(await PGlite.create({ dataDir: dir })),
  };
  const figures: Record<string, number> = {};
  for (const [name, open] of Object.entries(ways)) {
    const copy = await mkdtemp(join(tmpdir(), 'aula-bench-pglite-'));
    await cp(pgliteDir, copy, { recursive: true });
    const db = await open(copy);
    figures[`µs per read's statements, PGlite ${name}`] = await time(db, embeddedSide);
    await db.close();
    await rm(copy, { recursive: true, force: true });
  }
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
  const postgres: Queryable = { query: async (sql, params) => (await pool.query(sql, params)).rows as never[] };
  figures["µs per read's statements, PostgreSQL (node-postgres)"] = await time(postgres, postgresSide);
  await pool.end();
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench/embedded.ts compares with PostgreSQL: set DATABASE_URL=postgres://…');
  console.table(await embeddedVersusPostgres(url));
}
