/**
 * `npm start` and `npm run start:production` build the web app only when what the build reads changed: a SHA-256
 * of those files (and of the VITE_ variables) is kept in web/dist/.build-hash, and a start with the same hash and a
 * built app skips the 40 s build. `--force` builds anyway. `npm run build` and the tests always build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'web/dist');
const hashFile = join(dist, '.build-hash');

// What the web build reads: its sources and build scripts, the shared package, the GraphQL schema (Relay), the
// configuration and the installed versions. Generated files under web/src are inputs as well as outputs: the hash is
// taken after a build, so a build that rewrote them is not taken for a change next time.
const inputs = [
  'web/src',
  'web/build',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/package.json',
  'common/src',
  'common/package.json',
  'schema.graphql',
  'relay.config.json',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

export function webSourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

const built = existsSync(join(dist, 'index.html')) && existsSync(hashFile);
if (!process.argv.includes('--force') && built && readFileSync(hashFile, 'utf8').trim() === webSourcesHash()) {
  console.log('web app unchanged since its last build: not building it again (npm run build forces one)');
} else {
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(hashFile, `${webSourcesHash()}\n`);
}
