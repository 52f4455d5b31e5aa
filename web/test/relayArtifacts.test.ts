// @vitest-environment node
import { execFileSync } from 'node:child_process';
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
