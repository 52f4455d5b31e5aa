import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export interface Started {
  child: ChildProcess;
  /** What the process has printed so far, both streams. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a server script in its own process (so the load generator does not share its event loop) and waits
 * for `readyLine` on its output. `nodeFlags` go to node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses).
 */
export function startProcess(script: string, env: Record<string, string>, readyLine: RegExp, nodeFlags: string[] = []): Promise<Started> {
  return startNode([...nodeFlags, '--import', 'tsx', script], { cwd: root, env: { LOG_LEVEL: 'warn', ...env } }, readyLine);
}

/** Node with these arguments (a server of another project, e.g. bench/peer.ts's gateway), ready at `readyLine`. */
export function startNode(args: string[], { cwd, env }: { cwd: string; env: Record<string, string> }, readyLine: RegExp): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyLine.test(output)) {
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        resolve({
          child,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), 5000).unref();
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}
