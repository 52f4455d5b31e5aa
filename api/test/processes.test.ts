import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '@aula/api';
import { tinyPng, usingPostgres } from './helpers.js';
import { freePort, redisAnswers, redisUrl } from './localServices.js';

/**
 * The product as it runs in production, on this machine: 2 api and 2 gateway processes (real `node` processes,
 * as deploy/nginx.conf puts behind one proxy) on one PostgreSQL schema and Redis. LOAD_SECONDS sets the load
 * (8 s in `npm test`; the 30 s run: `cd api && LOAD_SECONDS=30 npx vitest run --project postgres test/processes.test.ts`).
 */
const loadSeconds = Number(process.env.LOAD_SECONDS ?? 8);
const root = fileURLToPath(new URL('../../', import.meta.url));
// The gateway's global ids, as gateway/src/globalId.ts makes them.
const globalId = (kind: string, id: string) => Buffer.from(`${kind}:${id}`).toString('base64url');

/** A server script in its own node process; resolves once `origin`/readyz answers 200. */
async function startNode(script: string, env: Record<string, string>, origin: string): Promise<ChildProcess> {
  const { JWT_SECRET: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${errors}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return child;
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not become ready: ${errors}`);
}

const stop = (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

describe.skipIf(!usingPostgres)('2 api and 2 gateway processes on PostgreSQL and Redis', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let admin: Database;
  let dataDir: string;
  let apiEnv: Record<string, string>;
  const apiPorts: number[] = [];
  const apis: ChildProcess[] = [];
  const gateways: ChildProcess[] = [];
  let gatewayOrigins: string[];
  const apiOrigin = (i: number) => `http://127.0.0.1:${apiPorts[i]}`;

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: inject('testDatabaseUrl'), schema });
    dataDir = await mkdtemp(join(tmpdir(), 'aula-processes-'));
    const url = new URL(inject('testDatabaseUrl'));
    url.searchParams.set('options', `-c search_path=${schema}`);
    apiEnv = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      ...((await redisAnswers()) ? { REDIS_URL: redisUrl } : {}),
    };
    apiPorts.push(await freePort(), await freePort());
    // Started together on a fresh schema: they migrate it once, under the advisory lock.
    apis.push(...(await Promise.all(apiPorts.map((port, i) => startNode('api/src/server.ts', { ...apiEnv, API_PORT: String(port) }, apiOrigin(i))))));
    const apiUrl = apiPorts.map((_, i) => `${apiOrigin(i)}/api/v1`).join(',');
    const ports = [await freePort(), await freePort()];
    gatewayOrigins = ports.map((port) => `http://127.0.0.1:${port}`);
    const redis: Record<string, string> = apiEnv.REDIS_URL ? { REDIS_URL: apiEnv.REDIS_URL } : {};
    gateways.push(
      ...(await Promise.all(
        ports.map((port, i) =>
          startNode('gateway/src/server.ts', { API_URL: apiUrl, PORT: String(port), HOST: '127.0.0.1', ...redis }, gatewayOrigins[i]!),
        ),
      )),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...apis, ...gateways].map((child) => stop(child, 'SIGKILL')));
    await admin?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rest = async (origin: string, method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${origin}/api/v1/${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const graphql = async (origin: string, query: string, variables: Record<string, unknown>, token: string) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } };
  };
  const signUp = async (origin: string, firstName: string) => {
    const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@aula.test`;
    const created = await rest(origin, 'POST', 'auth/create', undefined, {
      firstName,
      lastName: 'Réplica',
      email,
      phone: '+51 987654321',
      password: 'contraseña123',
    });
    expect(created.status).toBe(201);
    const profile = await rest(origin, 'GET', `profile/getOne?userId=${created.body.id}`, created.body.token);
    return { token: created.body.token as string, profileId: profile.body.id as string };
  };

  it('accept on one api process a session issued by the other, and serve through one gateway an image uploaded through the other', async () => {
    const user = await signUp(apiOrigin(0), 'Tomas');
    expect((await rest(apiOrigin(1), 'GET', 'auth/verifyToken', user.token)).status).toBe(200);

    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation Picture($input: UpdateProfilePictureInput!) { updateProfilePicture(input: $input) { profile { profilePictureUrl } } }',
        variables: { input: { picture: null } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.picture'] }));
    form.append('0', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
    const uploaded = await fetch(`${gatewayOrigins[0]}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'x-graphql-yoga-csrf': '1' },
      body: form,
    });
    const pictureUrl: string = ((await uploaded.json()) as any).data.updateProfilePicture.profile.profilePictureUrl;
    expect(pictureUrl).toMatch(/^\/storage\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(gatewayOrigins[1] + pictureUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng)).toBe(true);
    // No process kept a file: the secret and the image are in the database.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('deliver a notification live to a subscriber on one gateway for a change made through the other', async () => {
    expect(apiEnv.REDIS_URL, 'live notifications between processes need Redis').toBeDefined();
    const teacher = await signUp(apiOrigin(0), 'Tania');
    const student = await signUp(apiOrigin(1), 'Samuel');
    const created = await graphql(
      gatewayOrigins[0]!,
      'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
      { input: { name: 'En vivo', requiresRequest: true } },
      teacher.token,
    );
    const group = created.body.data.createStudyGroup.studyGroup;

    // The teacher listens on the first gateway (GraphQL over Server-Sent Events).
    const controller = new AbortController();
    const stream = await fetch(`${gatewayOrigins[0]}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${teacher.token}` },
      body: JSON.stringify({ query: 'subscription { notificationAdded { kind studyGroup { id } } }' }),
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const heard = (async () => {
      let text = '';
      while (!text.includes('JOIN_REQUESTED')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      return text;
    })();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the gateway's Redis subscription settles
      const joined = await graphql(
        gatewayOrigins[1]!,
        'mutation($input: JoinStudyGroupInput!) { joinStudyGroup(input: $input) { joinRequest { status } } }',
        { input: { code: group.code } },
        student.token,
      );
      expect(joined.body.data.joinStudyGroup.joinRequest.status).toBe('PENDING');
      const text = await Promise.race([heard, new Promise<string>((resolve) => setTimeout(() => resolve('(nothing within 5 s)'), 5000))]);
      expect(text).toContain('"kind":"JOIN_REQUESTED"');
      expect(text).toContain(group.id);
    } finally {
      controller.abort();
    }
  });

  it(
    `loses no read and no submission, and doubles none, while an api process is killed and restarted under ${loadSeconds} s of load`,
    async () => {
      const teacher = await signUp(apiOrigin(0), 'Docente');
      const students = [await signUp(apiOrigin(1), 'Ana'), await signUp(apiOrigin(0), 'Beto')];
      const group = await rest(apiOrigin(0), 'POST', 'study-group/create', teacher.token, {
        name: 'Réplicas',
        profilesId: students.map((s) => s.profileId),
      });
      // Unlimited attempts: each student submits many times.
      const assignment = await rest(apiOrigin(1), 'POST', 'assignments/create', teacher.token, {
        name: 'Carga',
        description: 'Bajo carga',
        difficulty: 'EASY',
        studyGroupId: group.body.id,
        maxAttempts: null,
      });
      const question = await rest(apiOrigin(0), 'POST', 'assignments-questions/createAssignmentsQuestions', teacher.token, {
        assignmentId: assignment.body.id,
        question: { type: 'TRUE_OR_FALSE', statement: 'El agua hierve a 100 °C al nivel del mar', correctAnswer: true },
      });
      // New assignments are drafts: published (through the other process) before the students start.
      await rest(apiOrigin(1), 'POST', `assignments/publish/${assignment.body.id}`, teacher.token, {});
      const input = (clientSubmissionId: string) => ({
        assignmentId: globalId('Assignment', assignment.body.id),
        clientSubmissionId,
        answers: [{ questionId: globalId('Question', question.body.createdQuestion.id), trueOrFalseAnswer: true }],
      });
      const submit =
        'mutation Submit($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { alreadySubmitted assignmentAttempt { score } } }';
      const read =
        'query Mine { viewer { profile { username } studyGroups(first: 10) { edges { node { name assignments(first: 10) { edges { node { name } } } } } } } }';

      const deadline = Date.now() + loadSeconds * 1000;
      let restartedAt = Infinity;
      // The load lasts loadSeconds, and in any case until a second after the killed process is back (a busy machine
      // may take longer than that to start it): both outages, down and then cold, fall within it.
      const loading = () => Date.now() < Math.max(deadline, restartedAt + 1000);
      const failedReads: unknown[] = [];
      let reads = 0;
      const confirmed: Array<{ student: number; id: string }> = [];
      const reader = async (i: number) => {
        for (let n = i; loading(); n++) {
          const reply = await graphql(gatewayOrigins[n % 2]!, read, {}, students[n % 2]!.token);
          if (reply.status !== 200 || reply.body.errors || reply.body.data.viewer.studyGroups.edges[0].node.name !== 'Réplicas')
            failedReads.push(reply.body);
          reads++;
        }
      };
      // As the web client does: a submission that fails is sent again with the same clientSubmissionId.
      const submitter = async (student: number) => {
        while (loading()) {
          const id = randomUUID();
          for (let attempt = 0; ; attempt++) {
            const reply = await graphql(gatewayOrigins[attempt % 2]!, submit, { input: input(id) }, students[student]!.token).catch(() => null);
            if (reply?.body.data?.submitAssignmentAttempt.assignmentAttempt.score === 100) break;
            if (attempt > 50) throw new Error(`submission ${id} never went through: ${JSON.stringify(reply?.body)}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          confirmed.push({ student, id });
        }
      };
      const chaos = async () => {
        await new Promise((resolve) => setTimeout(resolve, (loadSeconds * 1000) / 4));
        await stop(apis[0], 'SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 500));
        apis[0] = await startNode('api/src/server.ts', { ...apiEnv, API_PORT: String(apiPorts[0]) }, apiOrigin(0));
        restartedAt = Date.now();
      };
      await Promise.all([...[0, 1, 2, 3].map(reader), submitter(0), submitter(1), chaos()]);

      expect(failedReads).toEqual([]);
      expect(reads).toBeGreaterThan(20);
      expect(confirmed.length).toBeGreaterThan(4);
      // Every confirmed submission is stored exactly once, and nothing else is.
      const rows = await admin.query<{ client_submission_id: string }>(
        'SELECT client_submission_id FROM assignment_attempts WHERE assignment_id = $1',
        [assignment.body.id],
      );
      expect(rows.map((row) => row.client_submission_id).sort()).toEqual(confirmed.map((c) => c.id).sort());
    },
    120_000 + loadSeconds * 1000,
  );
});
