import { setTimeout as sleep } from 'node:timers/promises';
import type { ProductionLayout, startPrivateRedis } from './servers.js';

type Redis = Awaited<ReturnType<typeof startPrivateRedis>>;

/**
 * The faults of an exam day, at the given times (Date.now() time) during the burst: one api worker and one gateway
 * worker killed (SIGKILL: no goodbye to their clients; the cluster starts others), and Redis killed and started
 * again, empty. `beforeKill` runs just before each kill (a last CPU sample of the worker). Resolves with what
 * happened when.
 */
export async function runFaults(
  layout: ProductionLayout,
  redis: Redis,
  at: { apiWorker: number; gatewayWorker: number; redis: number },
  beforeKill: () => void,
) {
  const log: string[] = [];
  const since = Date.now();
  const stamp = () => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const kill = (service: string) => {
    const victim = layout.workers().find((worker) => worker.service === service);
    if (!victim) return log.push(`${stamp()}: no ${service} worker to kill`);
    beforeKill();
    process.kill(victim.pid, 'SIGKILL');
    log.push(`${stamp()}: killed ${service} worker ${victim.pid}`);
  };
  const steps = [
    { when: at.apiWorker, run: async () => void kill('api') },
    { when: at.gatewayWorker, run: async () => void kill('gateway') },
    {
      when: at.redis,
      run: async () => {
        await redis.restart();
        log.push(`${stamp()}: Redis killed and started again`);
      },
    },
  ].sort((a, b) => a.when - b.when);
  for (const step of steps) {
    await sleep(Math.max(0, step.when - Date.now()));
    await step.run();
  }
  return log;
}
