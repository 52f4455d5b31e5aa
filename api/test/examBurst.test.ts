import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '@aula/api';
import { checkSubmissions } from '../../bench/burst/databaseCheck.js';
import { createExam } from '../../bench/burst/exam.js';
import { startProductionLayout, type ProductionLayout } from '../../bench/burst/servers.js';
import { runBurst } from '../../bench/burst/students.js';
import { readAsTeacher } from '../../bench/burst/teacherReads.js';
import { webClient, type WebClient } from '../../bench/burst/webClient.js';
import { usingPostgres } from './helpers.js';
import { freePort, redisAnswers, redisUrl } from './localServices.js';

/**
 * A small exam burst (bench/burst.ts runs the 1,000-student one): 100 students of one group take a timed exam of 20
 * questions of every kind on the production layout (2 api and 2 gateway workers, PostgreSQL, Redis), through the
 * gateway with the web app's own operations (logged in already), every tenth sending its submission again. Checked in the database:
 * no submission lost or doubled, each whole and graded right; and the teacher's screens hold every student. A
 * correctness check, not a timing: the students' clock runs ten times fast (250 ms per question, drafts 200 ms after
 * an answer) so the burst fits in seconds.
 */
const students = 100;

describe.skipIf(!usingPostgres)('an exam burst of 100 students on 2 api and 2 gateway workers', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let admin: Database;
  let dataDir: string;
  let layout: ProductionLayout;
  let client: WebClient;
  let databaseUrl: string;
  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema });
    dataDir = await mkdtemp(join(tmpdir(), 'aula-exam-burst-'));
    const url = new URL(inject('testDatabaseUrl'));
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    layout = await startProductionLayout({
      databaseUrl,
      redisUrl: (await redisAnswers()) ? redisUrl : undefined,
      workers: 2,
      gatewayPort: await freePort(),
      apiPort: await freePort(),
      dataDir,
    });
    client = webClient(layout.gatewayUrl, students + 10);
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await layout?.stop();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores every submission once, graded right, and the teacher reads every student', { timeout: 120_000 }, async () => {
    const exam = await createExam(layout.apiUrl, databaseUrl, students);
    // The sessions the accounts were made with: 100 logins (a scrypt hash each) would be most of the test's time.
    const tokens = exam.students.map((s) => s.token);
    const results = await runBurst(client, exam, tokens, { windowSeconds: 3, thinkMs: 250, draftDelayMs: 200, resendEvery: 10 });

    expect(results.filter((r) => r.refusal).map((r) => r.refusal)).toEqual([]);
    expect(results.every((r) => r.attemptId !== undefined && r.score === r.expectedScore)).toBe(true);
    const resent = results.filter((r) => r.resent);
    expect(resent).toHaveLength(students / 10);
    expect(resent.every((r) => r.resendRecognised)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.draftsSent, 0)).toBeGreaterThan(0);

    const stored = await checkSubmissions((sql, params) => admin.query(sql, params), exam, results);
    expect(stored).toEqual({ lost: 0, doubled: 0, wrongScores: 0, incomplete: 0, foreign: 0, stored: students });

    const reads = await readAsTeacher(client, exam, 1);
    expect(reads.map(({ name, counts, errors, expected }) => ({ name, counts: [...counts], errors, expected }))).toEqual(
      reads.map(({ name, expected }) => ({ name, counts: [expected], errors: [], expected })),
    );
  });
});
