import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/pglite.js';
import { migrate } from '@aula/api';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Once per project: for PGlite, a migrated data directory dump that every test file starts from; for
 * PostgreSQL, a check that the server answers (the suite must run on both, so an unreachable server fails).
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
  const url = process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${url} (set TEST_DATABASE_URL): ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  project.provide('testDatabaseUrl', url);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    testDatabaseUrl: string;
  }
}
