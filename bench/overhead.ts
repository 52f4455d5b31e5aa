/**
 * The gateway's overhead alone, in a few minutes: the one-entity and list-of-10 rows of `npm run bench` (same
 * columns) on a small dataset, for work on the gateway's request path. BENCH_CPU_PROF=1 writes CPU profiles of
 * the api and the gateway into bench/profiles/; SAMPLES sets the latency samples (600).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataset } from './dataset.js';
import { apiUrl, entityAndListCases, overheadRow, startServers } from './measure.js';

const dataDir = await mkdtemp(join(tmpdir(), 'aula-overhead-'));
const product = await startServers(dataDir);
try {
  const data = await createDataset(apiUrl, 10);
  const rows = [];
  for (const c of entityAndListCases(data.teacher.token, data.groups)) {
    rows.push(await overheadRow(c, product.pids, Number(process.env.SAMPLES ?? 600)));
  }
  console.table(rows);
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
