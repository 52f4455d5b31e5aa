import { getIntrospectionQuery } from 'graphql';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

/**
 * The security suite of the gateway: graphql-cop's abuse checks, an authorisation matrix (every mutation and
 * every node read as outsider, member and owner), hostile tokens, upload abuse and login throttling.
 */
let h: Harness;
const endpoint = 'http://gateway.test/graphql';

type Role = 'owner' | 'member' | 'outsider';
const people: Record<Role, { token: string; profileId: string; userId: string }> = {} as never;
const ids: Record<string, string> = {};

async function raw(init: RequestInit & { headers?: Record<string, string> }, url = endpoint) {
  const response = await h.gateway.yoga.fetch(url, init);
  const text = await response.text();
  let body: { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a 4xx page): keep the empty body
  }
  return { status: response.status, body, text };
}

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => h.graphql(query, variables, token);

async function signUp(name: string) {
  const result = await gql(
    `mutation($input: SignUpInput!) { signUp(input: $input) { token user { id } profile { id } } }`,
    { input: { firstName: name, lastName: 'Seguridad', email: `${name.toLowerCase()}@security.aula`, phone: '+51 911222333', password: 'clave-segura-1' } },
  );
  return { token: result.data.signUp.token, userId: result.data.signUp.user.id, profileId: result.data.signUp.profile.id };
}

beforeAll(async () => {
  h = await startHarness();
  people.owner = await signUp('Olga');
  people.member = await signUp('Mario');
  people.outsider = await signUp('Oscar');
  const extra = await signUp('Elena');
  ids.extraProfile = extra.profileId;

  const group = await gql(
    `mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }`,
    { input: { name: 'Grupo seguro', memberIds: [people.member.profileId] } },
    people.owner.token,
  );
  ids.group = group.data.createStudyGroup.studyGroup.id;
  const assignment = await gql(
    `mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }`,
    { input: { studyGroupId: ids.group, name: 'Tarea segura', description: 'Para la matriz' } },
    people.owner.token,
  );
  ids.assignment = assignment.data.createAssignment.assignment.id;
  const addQuestion = async (input: Record<string, unknown>) =>
    (
      await gql(
        `mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { question { ... on QuestionCommon { id } } } }`,
        { input: { assignmentId: ids.assignment, ...input } },
        people.owner.token,
      )
    ).data.createQuestion.question.id as string;
  ids.trueOrFalse = await addQuestion({ statement: 'El agua moja', trueOrFalse: { correctAnswer: true } });
  ids.shortAnswer = await addQuestion({ statement: 'Explique la lluvia', shortAnswer: {} });
  const submitted = await gql(
    `mutation($input: SubmitAssignmentAttemptInput!) { submitAssignmentAttempt(input: $input) { assignmentAttempt { id questionAttempts { id } } } }`,
    {
      input: {
        assignmentId: ids.assignment,
        clientSubmissionId: 'security-matrix-1',
        answers: [
          { questionId: ids.trueOrFalse, trueOrFalseAnswer: true },
          { questionId: ids.shortAnswer, shortAnswer: 'Por las nubes' },
        ],
      },
    },
    people.member.token,
  );
  ids.attempt = submitted.data.submitAssignmentAttempt.assignmentAttempt.id;
  ids.questionAttempt = submitted.data.submitAssignmentAttempt.assignmentAttempt.questionAttempts[1].id;
});
afterAll(() => h?.close());

describe("graphql-cop's checks are each refused", () => {
  it('alias overloading (101 aliases)', async () => {
    const query = `{ ${Array.from({ length: 101 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const { body } = await gql(query).then((r) => ({ body: r }));
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('array batching (a JSON list of operations)', async () => {
    const { status, body } = await raw({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.data).toBeUndefined();
  });

  it('directive overloading (50 directives on one field)', async () => {
    const result = await gql(`{ __typename ${'@include(if: true) '.repeat(50)} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  it('field duplication (500 times the same field, as graphql-cop sends it)', async () => {
    const result = await gql(`{ ${'__typename '.repeat(500)} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe('El campo "__typename" se repite más de 5 veces');
  });

  it('circular introspection, inline and through fragments; the standard introspection query still works', async () => {
    const circular = await gql('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(circular.data).toBeUndefined();
    // graphql-js's own MaxIntrospectionDepthRule refuses it.
    expect(circular.errors?.[0]).toEqual({ message: 'La consulta es demasiado grande o compleja', extensions: { code: 'QUERY_TOO_COMPLEX' } });
    const viaFragments = await gql(
      '{ __type(name: "Query") { ...T } } fragment T on __Type { fields { type { ...U } } } fragment U on __Type { fields { type { ...V } } } fragment V on __Type { fields { name } }',
    );
    expect(viaFragments.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const standard = await gql(getIntrospectionQuery());
    expect(standard.errors).toBeUndefined();
    expect(standard.data.__schema.queryType.name).toBe('Query');
  });

  it('a mutation over GET', async () => {
    const url = `${endpoint}?query=${encodeURIComponent('mutation { logIn(input: {email: "a@b.co", password: "12345678"}) { token } }')}`;
    const { status } = await raw({ method: 'GET', headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' } }, url);
    expect(status).toBe(405);
  });

  it('a url-encoded POST without the CSRF header', async () => {
    const { status } = await raw({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent('{ __typename }')}`,
    });
    expect(status).toBe(403);
  });

  it('field suggestions', async () => {
    const result = await gql('{ viewr { id } }');
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('authorisation matrix: node reads', () => {
  const expectations: Array<[string, () => string, Record<Role, boolean>]> = [
    ['StudyGroup', () => ids.group!, { owner: true, member: true, outsider: false }],
    ['Assignment', () => ids.assignment!, { owner: true, member: true, outsider: false }],
    ['TrueOrFalseQuestion', () => ids.trueOrFalse!, { owner: true, member: true, outsider: false }],
    ['ShortAnswerQuestion', () => ids.shortAnswer!, { owner: true, member: true, outsider: false }],
    ['AssignmentAttempt', () => ids.attempt!, { owner: true, member: true, outsider: false }],
    ['QuestionAttempt', () => ids.questionAttempt!, { owner: true, member: true, outsider: false }],
    ['User (the owner’s)', () => people.owner.userId, { owner: true, member: false, outsider: false }],
    ['Profile (the owner’s, public)', () => people.owner.profileId, { owner: true, member: true, outsider: true }],
  ];
  for (const [kind, id, allowed] of expectations) {
    it(`${kind}: ${Object.entries(allowed).map(([role, ok]) => `${role} ${ok ? 'reads' : 'is refused'}`).join(', ')}`, async () => {
      for (const role of ['owner', 'member', 'outsider'] as const) {
        const result = await gql('query($id: ID!) { node(id: $id) { id } }', { id: id() }, people[role].token);
        if (allowed[role]) expect(result.data?.node?.id, role).toBe(id());
        else {
          expect(result.data?.node ?? null, role).toBeNull();
          expect(result.errors?.[0]?.extensions?.code, role).toBe('NOT_FOUND');
        }
      }
    });
  }

  it('a member reads questions without the key, the owner with it', async () => {
    const query = 'query($id: ID!) { node(id: $id) { ... on TrueOrFalseQuestion { correctAnswer viewerSeesAnswerKey } } }';
    expect((await gql(query, { id: ids.trueOrFalse }, people.member.token)).data.node).toEqual({ correctAnswer: null, viewerSeesAnswerKey: false });
    expect((await gql(query, { id: ids.trueOrFalse }, people.owner.token)).data.node).toEqual({ correctAnswer: true, viewerSeesAnswerKey: true });
  });
});

describe('authorisation matrix: mutations', () => {
  /** Each mutation with its input; refused roles must get FORBIDDEN, allowed ones succeed. Destructive ones last. */
  const matrix: Array<{ name: string; input: () => Record<string, unknown>; allowed: Role[]; select?: string }> = [
    { name: 'updateStudyGroup', input: () => ({ id: ids.group, name: 'Grupo seguro editado' }), allowed: ['owner'] },
    { name: 'addStudyGroupMembers', input: () => ({ id: ids.group, memberIds: [ids.extraProfile] }), allowed: ['owner'] },
    { name: 'removeStudyGroupMember', input: () => ({ id: ids.group, profileId: ids.extraProfile }), allowed: ['owner'] },
    { name: 'createAssignment', input: () => ({ studyGroupId: ids.group, name: 'Otra tarea', description: 'Matriz' }), allowed: ['owner'] },
    { name: 'updateAssignment', input: () => ({ id: ids.assignment, description: 'Descripción nueva' }), allowed: ['owner'] },
    { name: 'setAssignmentQuestions', input: () => ({ id: ids.assignment, questionIds: [ids.trueOrFalse, ids.shortAnswer] }), allowed: ['owner'] },
    {
      name: 'createQuestion',
      input: () => ({ assignmentId: ids.assignment, statement: 'Pregunta de la matriz', shortAnswer: {} }),
      allowed: ['owner'],
    },
    { name: 'updateQuestion', input: () => ({ id: ids.trueOrFalse, statement: 'El agua moja siempre' }), allowed: ['owner'] },
    { name: 'gradeQuestionAttempt', input: () => ({ id: ids.questionAttempt, score: 75 }), allowed: ['owner'] },
    {
      name: 'submitAssignmentAttempt',
      input: () => ({ assignmentId: ids.assignment, clientSubmissionId: `matrix-${Math.random().toString(36).slice(2)}`, answers: [] }),
      allowed: ['owner', 'member'],
    },
    { name: 'unlinkAssignmentQuestion', input: () => ({ id: ids.assignment, questionId: ids.shortAnswer }), allowed: ['owner'] },
    { name: 'deactivateQuestion', input: () => ({ id: ids.trueOrFalse }), allowed: ['owner'] },
    { name: 'deactivateAssignment', input: () => ({ id: ids.assignment }), allowed: ['owner'] },
    { name: 'deactivateStudyGroup', input: () => ({ id: ids.group }), allowed: ['owner'] },
  ];

  for (const { name, input, allowed } of matrix) {
    it(`${name}: only ${allowed.join(' and ')}`, async () => {
      // Refused roles first, so that nothing they try changes what the allowed role then does.
      const order: Role[] = [...(['outsider', 'member', 'owner'] as const)].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
      for (const role of order) {
        const result = await gql(`mutation($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { __typename } }`, { input: input() }, people[role].token);
        if (allowed.includes(role)) {
          expect(result.errors, `${role}: ${JSON.stringify(result.errors)}`).toBeUndefined();
        } else {
          expect(result.data?.[name] ?? null, role).toBeNull();
          expect(result.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
          expect(result.errors?.[0]?.message).toBe('Acceso restringido. No tiene los roles para esta acción');
        }
      }
    });
  }

  it('the group ended as the owner left it: the refused tries changed nothing', async () => {
    const group = await gql('query($id: ID!) { node(id: $id) { ... on StudyGroup { name isActive } } }', { id: ids.group }, people.owner.token);
    expect(group.data.node).toEqual({ name: 'Grupo seguro editado', isActive: false });
  });
});

describe('hostile tokens', () => {
  const secret = new TextEncoder().encode('gateway-test-secret');
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const tokens = async () => {
    const [header, payload, signature] = people.member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    return {
      tampered: [header, b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }), signature].join('.'),
      expired: await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('aula-api').setAudience('aula').setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_100).sign(secret),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      otherSecret: await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('aula-api').setAudience('aula').setExpirationTime('1h').sign(new TextEncoder().encode('otro-secreto')),
    };
  };

  it('a tampered, an expired, an alg:none and a foreign token: no viewer, and mutations are UNAUTHENTICATED', async () => {
    for (const [kind, token] of Object.entries(await tokens())) {
      expect((await gql('{ viewer { user { id } } }', {}, token)).data, kind).toEqual({ viewer: null });
      const result = await gql('mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }', { input: { name: 'Intruso' } }, token);
      expect(result.errors?.[0]?.extensions?.code, kind).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0]?.message).toBe('Las credenciales no son válidas');
    }
  });
});

describe('upload abuse', () => {
  const upload = (file: Blob, filename: string, extraHeaders: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($p: File!) { updateProfilePicture(input: { picture: $p }) { profile { id } } }', variables: { p: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.p'] }));
    form.append('0', file, filename);
    return raw({ method: 'POST', headers: { authorization: `Bearer ${people.member.token}`, 'x-graphql-yoga-csrf': '1', ...extraHeaders }, body: form });
  };

  it('refuses a script renamed .png, with the Spanish message', async () => {
    const { body } = await upload(new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'foto.png');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF');
  });

  it('refuses a body announced over the limit before reading it', async () => {
    const { status } = await raw({ method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(7 * 1024 * 1024), 'x-graphql-yoga-csrf': '1' }, body: 'x' });
    expect(status).toBe(413);
  });

  it('cuts a streamed upload (no Content-Length) over 5 MiB and stores nothing', async () => {
    const big = new Blob([new Uint8Array(7 * 1024 * 1024)], { type: 'image/png' });
    const { status, body } = await upload(big, 'enorme.png');
    expect(body.data?.updateProfilePicture ?? null).toBeNull();
    expect(status === 413 || body.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT' || status === 400).toBe(true);
    const me = await gql('{ viewer { profile { profilePictureUrl } } }', {}, people.member.token);
    expect(me.data.viewer.profile.profilePictureUrl).toBeNull();
  });

  it('refuses a multipart upload without the CSRF header', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');
    const { status } = await raw({ method: 'POST', body: form });
    expect(status).toBe(403);
  });
});

describe('login throttling', () => {
  it('holds through the gateway: after 5 failures even the right password gets TOO_MANY_REQUESTS', async () => {
    const logIn = (password: string) =>
      gql('mutation($input: LogInInput!) { logIn(input: $input) { token } }', { input: { email: 'oscar@security.aula', password } });
    for (let i = 0; i < 5; i++) expect((await logIn('incorrecta-1')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const locked = await logIn('clave-segura-1');
    expect(locked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.errors?.[0]?.message).toBe('Demasiados intentos fallidos. Inténtelo de nuevo en 30 segundos');
  });
});
