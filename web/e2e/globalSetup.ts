import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';

/**
 * Before any journey: Debian's Chromium must be there (harness.ts drives it). As root with apt, it is installed
 * as .ci/run does; otherwise the run stops at once with the command that fixes it, rather than in every journey.
 */
export default function setup() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const fix = 'apt-get install -y chromium';
  if (!process.env.CHROMIUM_PATH && userInfo().uid === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing: ${fix}`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync(path)) return;
  }
  throw new Error(`The browser journeys need Chromium at ${path}. Install it with: ${fix} (or set CHROMIUM_PATH)`);
}
