/**
 * The gateway's overhead alone, in a few minutes: the one-entity and list-of-10 rows of `npm run bench` (same
 * columns) on a small dataset, for work on the gateway's request path. BENCH_CPU_PROF=1 writes CPU profiles of
 * the api and the gateway into bench/profiles/; SAMPLES sets the latency samples (600).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toGlobalId } from '../gateway/src/graphql/globalId.js';
import { createDataset } from './dataset.js';
import { apiUrl, graphqlCall, overheadRow, restCall, startServers } from './measure.js';

const dataDir = await mkdtemp(join(tmpdir(), 'aula-overhead-'));
const product = await startServers(dataDir);
try {
  const data = await createDataset(apiUrl, 10);
  const token = data.teacher.token;
  const [g1, g10] = [data.groups[1], data.groups[10]];
  const rows = [];
  for (const c of [
    {
      name: 'one entity (a study group)',
      graphql: graphqlCall(token, 'query Entity($id: ID!) { node(id: $id) { ... on StudyGroup { id name description } } }', {
        id: toGlobalId('StudyGroup', g1),
      }),
      rest: [restCall(token, `/study-group/getAll?ids=${g1}`)],
    },
    {
      name: 'a list of 10 (assignments of a group)',
      graphql: graphqlCall(
        token,
        'query List($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 10) { edges { node { id name difficulty } } } } } }',
        {
          id: toGlobalId('StudyGroup', g10),
        },
      ),
      rest: [restCall(token, `/study-group/getAll?ids=${g10}`), restCall(token, `/assignments/getPages?studyGroupIds=${g10}&first=10`)],
    },
  ]) {
    rows.push(await overheadRow(c, product.pids, Number(process.env.SAMPLES ?? 600)));
  }
  console.table(rows);
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
