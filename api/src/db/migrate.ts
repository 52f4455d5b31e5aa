import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the numbered .sql files not yet recorded in schema_migrations, in order, each in its own transaction.
 * Each transaction first takes an advisory lock of this schema, so api processes started together on one
 * PostgreSQL apply every migration once: the others wait, then find it recorded. Returns what this call applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (;;) {
    const name = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('aula:migrate:' || current_schema()))`);
      await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
      const next = files.find((file) => !done.has(file));
      if (!next) return undefined;
      for (const statement of splitStatements(await readFile(migrationsDir + next, 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [next]);
      return next;
    });
    if (!name) return applied;
    applied.push(name);
  }
}

// Extended-protocol queries take one statement each; our migrations keep to plain statements ending in ';'.
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
