import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './localServices.js';

const run = promisify(execFile);

/**
 * The machine's own PostgreSQL binaries (Debian's /usr/lib/postgresql/<version>/bin, newest first, else PATH):
 * the directory holding initdb and pg_ctl, or null when there are none.
 */
function postgresBinaries(): string | null {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(join(debian, version, 'bin', 'initdb'))) return join(debian, version, 'bin');
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  return null;
}

/**
 * A PostgreSQL server of its own in a temporary directory, on a free loopback port, with a `test` database: for
 * `npm test` on a machine where none listens. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user (Debian's package creates it) or `nobody`. Returns its URL and how to stop and remove it.
 */
export async function startThrowawayPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = postgresBinaries();
  if (!bin) {
    throw new Error('No PostgreSQL answers and no PostgreSQL binaries were found: apt-get install -y postgresql (or set TEST_DATABASE_URL)');
  }
  const dir = await mkdtemp(join(tmpdir(), 'aula-test-postgres-'));
  const asRoot = userInfo().uid === 0;
  const runAs = asRoot ? (existsSync('/usr/lib/postgresql') ? 'postgres' : 'nobody') : null;
  const command = (tool: string, args: string[]) =>
    runAs ? run('runuser', ['-u', runAs, '--', join(bin, tool), ...args]) : run(join(bin, tool), args);
  if (runAs) {
    const { stdout } = await run('id', ['-u', runAs]);
    const { stdout: gid } = await run('id', ['-g', runAs]);
    await chown(dir, Number(stdout), Number(gid));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  // Throwaway data: no fsync; the socket in the temporary directory, not in /var/run.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  await command('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE test');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    stop: async () => {
      await command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
