// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('has checked-in Relay artifacts that match the sources and schema.graphql', () => {
  // --validate writes nothing and exits non-zero when any artifact would change.
  let output = '';
  let failed = false;
  try {
    output = execFileSync('npx', ['relay-compiler', '--validate', '--output', 'quiet-with-errors'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    failed = true;
    output = String((error as { stdout?: string }).stdout ?? '') + String((error as { stderr?: string }).stderr ?? '');
  }
  expect(failed ? `Stale Relay artifacts; run \`npm run relay -w web\`.\n${output}` : '').toBe('');
});

it('has a persisted document map holding exactly the text of each operation artifact, under its SHA-256 id', () => {
  // --validate checks the artifacts (and so their ids); the map the gateway runs them from must match them.
  const generated = join(root, 'web/src/__generated__');
  const documents = JSON.parse(readFileSync(join(generated, 'persistedDocuments.json'), 'utf8')) as Record<string, string>;
  const ids = readdirSync(generated)
    .filter((file) => file.endsWith('.graphql.ts'))
    .flatMap((file) => [...readFileSync(join(generated, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map((match) => match[1]!));
  expect(ids.length).toBeGreaterThan(20);
  expect(Object.keys(documents).sort()).toEqual([...new Set(ids)].sort());
  for (const [id, text] of Object.entries(documents)) expect(createHash('sha256').update(text).digest('hex'), text.slice(0, 60)).toBe(id);
});
