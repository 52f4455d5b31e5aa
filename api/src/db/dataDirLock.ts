import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

interface Holder {
  pid: number;
  host: string;
}

/** Thrown when another process holds the data directory; its message says what to do, for the console. */
export class DataDirInUseError extends Error {
  readonly code = 'AULA_DATA_DIR_IN_USE';
}

export const isDataDirInUse = (error: unknown): error is DataDirInUseError => (error as { code?: unknown } | null)?.code === 'AULA_DATA_DIR_IN_USE';

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : null;
  } catch {
    return null;
  }
}

/** The lock files this process holds now: a lock naming our own pid is live only if it is one of these. */
const held = new Set<string>();

/**
 * A holder on another machine (a shared disk) cannot be checked from here, so it counts as alive. One naming this
 * very pid that this process does not hold was left by an earlier process that had the same pid (a container
 * restarted, where the server is pid 1 every time): stale, though the pid runs.
 */
function isAlive({ pid, host }: Holder, lockFile: string): boolean {
  if (host !== hostname()) return true;
  if (pid === process.pid) return held.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function refusal(dir: string, lockFile: string, { pid, host }: Holder) {
  const who = host === hostname() ? `pid ${pid}` : `pid ${pid} on ${host}`;
  return new DataDirInUseError(
    `Another Aula process (${who}) is using the embedded database in ${dir}; two processes on one PGlite directory ` +
      'would corrupt it, so this one stops here. Stop that process first, or keep it and work with it: `npm run demo` ' +
      `loads the demo data into a running api. If no Aula process runs any more, delete ${lockFile}.`,
  );
}

/**
 * PGlite is an in-process database: two processes on one directory each write the files without seeing the
 * other's writes, and one of them stops answering for good. So a process takes the directory with a lock file
 * beside it, holding its pid and host. The file appears whole or not at all (written aside, then hard-linked
 * into place, which fails when it exists). The lock of a process that is gone (a crash, SIGKILL, or a container
 * restarted with the same pid) is taken over at once, so a restart is never blocked; a live holder is refused with
 * what to do. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  const mine: Holder = { pid: process.pid, host: hostname() };
  const staged = `${lockFile}.${process.pid}`;
  for (let tries = 0; tries < 5; tries++) {
    writeFileSync(staged, JSON.stringify(mine));
    try {
      linkSync(staged, lockFile);
      held.add(lockFile);
      return () => {
        held.delete(lockFile);
        const holder = readHolder(lockFile);
        if (holder?.pid === mine.pid && holder.host === mine.host) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(staged);
    }
    const holder = readHolder(lockFile);
    if (holder && isAlive(holder, lockFile)) throw refusal(dir, lockFile, holder);
    // A dead holder's lock (or an unreadable one): moved aside atomically, so that of two processes taking it over
    // only one removes it; if what was moved turns out to be a live lock taken meanwhile, it is put back.
    try {
      renameSync(lockFile, staged);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(staged);
    if (moved && isAlive(moved, lockFile)) {
      try {
        linkSync(staged, lockFile);
      } finally {
        unlinkSync(staged);
      }
      throw refusal(dir, lockFile, moved);
    }
    unlinkSync(staged);
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
