import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/pglite.js';
import { migrate } from '@aula/api';
import { startThrowawayPostgres } from './throwawayPostgres.js';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Once per project: for PGlite, a migrated data directory dump that every test file starts from; for
 * PostgreSQL, the server at TEST_DATABASE_URL (which must answer), else the one at 127.0.0.1:5432 when it answers
 * (TEST_DATABASE_PROBE_URL probes elsewhere), else a throwaway server started from this machine's PostgreSQL
 * binaries and removed afterwards: the suite runs on both databases wherever `npm test` runs.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'pglite') {
    const pglite = await PGlite.create();
    await migrate(wrapPglite(pglite));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const templatePath = join(tmpdir(), `aula-pglite-template-${process.pid}.tar`);
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', templatePath);
    return;
  }
  // The root configuration runs this too; only the postgres project needs a server.
  if (project.name !== 'postgres') return;
  const given = process.env.TEST_DATABASE_URL;
  const url = given ?? process.env.TEST_DATABASE_PROBE_URL ?? defaultTestDatabaseUrl;
  const problem = await unreachable(url);
  if (!problem) {
    project.provide('testDatabaseUrl', url);
    return;
  }
  if (given) throw new Error(`PostgreSQL is not reachable at ${url} (TEST_DATABASE_URL): ${problem}`);
  console.log(`No PostgreSQL at ${url} (${problem}): starting a throwaway one for this run`);
  const throwaway = await startThrowawayPostgres();
  project.provide('testDatabaseUrl', throwaway.url);
  return throwaway.stop;
}

/** Why `url` cannot be used, or null when it answers. */
async function unreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    testDatabaseUrl: string;
  }
}
