import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApi, type CallOptions, type TestApi, type TestUser } from './helpers.js';

let api: TestApi;
let user: TestUser;
/** Every error body this file received, checked at the end for stacks. */
const errorBodies: unknown[] = [];

async function call(method: string, path: string, options?: CallOptions) {
  const reply = await api.call(method, path, options);
  if (reply.status >= 400) errorBodies.push(reply.body);
  return reply;
}

const json = (body: string, token?: string): CallOptions => ({ body, token, headers: { 'content-type': 'application/json' } });

/** Every error is {statusCode, error, message}, with a message in Spanish rather than a framework's English. */
function expectSpanishError(body: any, statusCode: number, error: string) {
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode, error });
  expect(body.message).toMatch(/[a-záéíóúñ]{3}/i);
  expect(body.message).not.toMatch(/\b(expected|invalid|body|must|required|unsupported|received)\b/i);
}

beforeAll(async () => {
  api = await startTestApi();
  user = await signUp(api, { firstName: 'Elena', lastName: 'Errores' });
});
afterAll(() => api?.close());

describe('malformed and mistyped bodies', () => {
  it('answers 400 with a JSON error in Spanish for malformed JSON', async () => {
    for (const [body, token] of [
      ['{"email": "elena@aula.test", "password": ', undefined],
      ["{'email': 'elena@aula.test'}", undefined],
      ['', undefined],
      ['{"name": "Grupo",}', user.token],
    ] as const) {
      const path = token ? 'study-group/create' : 'auth/login';
      const reply = await call('POST', path, json(body, token));
      expect(reply.status).toBe(400);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'El cuerpo de la solicitud no es un JSON válido' });
    }
  });

  it('refuses a __proto__ key instead of merging it', async () => {
    const reply = await call('POST', 'auth/login', json('{"__proto__": {"admin": true}, "email": "elena@aula.test", "password": "contraseña123"}'));
    expect(reply.status).toBe(400);
    expectSpanishError(reply.body, 400, 'Bad Request');
  });

  it('answers 400 in Spanish for values of the wrong type', async () => {
    const cases: [string, string, unknown, string?][] = [
      ['POST', 'auth/login', { email: 12345, password: 'contraseña123' }],
      ['POST', 'auth/login', { email: 'elena@aula.test', password: 12345678 }],
      ['POST', 'auth/login', [{ email: 'elena@aula.test', password: 'contraseña123' }]],
      ['POST', 'auth/create', 'texto suelto'],
      ['POST', 'study-group/create', { name: 42 }, user.token],
      ['POST', 'study-group/create', { name: 'Grupo de prueba', isPublic: 'sí' }, user.token],
      ['POST', 'assignments/create', { name: 'Tarea', description: 'Algo', studyGroupId: randomUUID(), difficulty: 3 }, user.token],
    ];
    for (const [method, path, body, token] of cases) {
      const reply = await call(method, path, typeof body === 'string' ? json(JSON.stringify(body), token) : { body, token });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expectSpanishError(reply.body, 400, 'Bad Request');
    }
    const limit = await call('GET', 'profile/getAll?limit=muchos', { token: user.token });
    expect(limit.status).toBe(400);
    expectSpanishError(limit.body, 400, 'Bad Request');
  });
});

describe('unknown routes', () => {
  it("answers 404 'No se encontró el recurso' with or without a token", async () => {
    for (const [method, path] of [
      ['GET', 'no-existe'],
      ['POST', 'auth/nada'],
      ['DELETE', 'auth/login'],
      ['GET', 'profile/getOne/extra/segmento'],
      ['GET', '/no-existe'],
      ['GET', '/api/v2/auth/verifyToken'],
    ] as const) {
      for (const token of [undefined, user.token]) {
        const reply = await call(method, path, { token });
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No se encontró el recurso' });
      }
    }
  });
});

describe('sizes and content types', () => {
  const oneMiB = 1024 * 1024;

  it('answers 413 for a JSON body over 1 MiB', async () => {
    const big = JSON.stringify({ email: 'elena@aula.test', password: 'x'.repeat(oneMiB + 10) });
    for (const [path, token] of [
      ['auth/login', undefined],
      ['study-group/create', user.token],
    ] as const) {
      const reply = await call('POST', path, json(big, token));
      expect(reply.status).toBe(413);
      expect(reply.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'La solicitud supera el tamaño máximo permitido',
      });
    }
  });

  it('reads a body just under 1 MiB (and then applies its rules)', async () => {
    const reply = await call('POST', 'auth/login', json(JSON.stringify({ email: 'elena@aula.test', password: 'x'.repeat(oneMiB - 100) })));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('La contraseña es demasiado larga');
  });

  it('answers 415 for a content type the api does not read', async () => {
    for (const [type, body] of [
      ['application/xml', '<login><email>elena@aula.test</email></login>'],
      ['application/x-www-form-urlencoded', 'email=elena%40aula.test&password=contrase%C3%B1a123'],
      ['image/png', 'png'],
    ]) {
      const reply = await call('POST', 'auth/login', { body, headers: { 'content-type': type! } });
      expect(reply.status, type).toBe(415);
      expect(reply.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Tipo de contenido no admitido' });
    }
  });
});

describe('identifiers', () => {
  const routes = (id: string): [string, string, unknown?][] => [
    ['GET', `profile/getOne?id=${id}`],
    ['GET', `profile/getProfilesWithAttempts/${id}`],
    ['GET', `study-group/getOne?id=${id}`],
    ['PATCH', `study-group/deactivate/${id}`],
    ['GET', `assignments/getAll?studyGroupId=${id}`],
    ['GET', `assignments/getOne?id=${id}`],
    ['PATCH', `assignments/update/${id}`, { name: 'Tarea nueva' }],
    ['PATCH', `assignments/deactivate/${id}`],
    ['PATCH', `assignments/delete/link-questions/${id}/${id}`],
    ['PATCH', `question/updateQuestion/${id}`, { statement: 'Un enunciado' }],
    ['PATCH', `question/deactivate/${id}`],
    ['PATCH', `question/gradeAttempt/${id}`, { score: 50 }],
    ['GET', `question/getAllAttempts?assignmentAttemptId=${id}`],
    ['GET', `question/getQuestionsByAssignment?assignmentId=${id}`],
  ];

  it('answers 400 naming the field for a malformed id in a path or query, never a 500', async () => {
    for (const bad of ['123', 'no-es-uuid', encodeURIComponent("' OR 1=1 --"), `${randomUUID()}x`]) {
      for (const [method, path, body] of routes(bad)) {
        const reply = await call(method, path, { token: user.token, body });
        expect(reply.status, `${method} ${path}`).toBe(400);
        expect(reply.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.stringMatching(
            /^El campo '(id|groupId|assignmentId|questionId|assignmentAttemptId|studyGroupId)' no es un identificador válido$/,
          ),
        });
      }
    }
  });

  it("answers 404 'No se encontró el recurso' for a well-formed id that does not exist", async () => {
    for (const [method, path, body] of routes(randomUUID())) {
      const reply = await call(method, path, { token: user.token, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No se encontró el recurso' });
    }
  });
});

describe('GET /api/v1/docs', () => {
  it('serves the OpenAPI document of every endpoint without a token', async () => {
    const reply = await call('GET', '/api/v1/docs/json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = reply.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();

    const endpoints: Record<string, string[]> = {
      '/api/v1/auth/create': ['post'],
      '/api/v1/auth/login': ['post'],
      '/api/v1/auth/verifyToken': ['get'],
      '/api/v1/profile/create': ['post'],
      '/api/v1/profile/getOne': ['get'],
      '/api/v1/profile/getAll': ['get'],
      '/api/v1/profile/getAllExcept': ['get'],
      '/api/v1/profile/getProfilesWithAttempts/{assignmentId}': ['get'],
      '/api/v1/profile/uploadPicture': ['post'],
      '/api/v1/assignments/getAll': ['get'],
      '/api/v1/assignments/getOne': ['get'],
      '/api/v1/assignments/create': ['post'],
      '/api/v1/assignments/update/{id}': ['patch'],
      '/api/v1/assignments/getAttempts': ['get'],
      '/api/v1/assignments/getAttemptsWithAssignment': ['get'],
      '/api/v1/assignments/getPages': ['get'],
      '/api/v1/assignments/getAttemptPages': ['get'],
      '/api/v1/assignments/delete/link-questions/{assignmentId}/{questionId}': ['patch'],
      '/api/v1/assignments/deactivate/{id}': ['patch'],
      '/api/v1/assignments/createAttempt': ['post'],
      '/api/v1/assignments/submit': ['post'],
      '/api/v1/assignments-questions/createAssignmentsQuestions': ['post'],
      '/api/v1/study-group/getAll': ['get'],
      '/api/v1/study-group/getByMember/{profileId}': ['get'],
      '/api/v1/study-group/create': ['post'],
      '/api/v1/study-group/getOne': ['get'],
      '/api/v1/study-group/update/{id}': ['patch'],
      '/api/v1/study-group/addMembers': ['patch'],
      '/api/v1/study-group/removeMember': ['delete'],
      '/api/v1/study-group/deactivate/{groupId}': ['patch'],
      '/api/v1/question/createTrueOrFalseQuestion': ['post'],
      '/api/v1/question/createFillBlanksQuestion': ['post'],
      '/api/v1/question/createMatchColumnsQuestion': ['post'],
      '/api/v1/question/createMultipleAnswerQuestion': ['post'],
      '/api/v1/question/createShortAnswerQuestion': ['post'],
      '/api/v1/question/getAll': ['get'],
      '/api/v1/question/getQuestionsByAssignment': ['get'],
      '/api/v1/question/updateQuestion/{id}': ['patch'],
      '/api/v1/question/deactivate/{questionId}': ['patch'],
      '/api/v1/question/createManyAttempt': ['post'],
      '/api/v1/question/getAllAttempts': ['get'],
      '/api/v1/question/gradeAttempt/{id}': ['patch'],
    };
    for (const [path, methods] of Object.entries(endpoints)) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const method of methods) expect(doc.paths[path], `${method} ${path}`).toHaveProperty([method]);
    }

    // Parameters and bodies are described, so a client can be generated from the document.
    const submit = doc.paths['/api/v1/assignments/submit'].post;
    expect(Object.keys(submit.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['assignmentId', 'clientSubmissionId', 'answers']),
    );
    const getAll = doc.paths['/api/v1/profile/getAll'].get;
    expect(getAll.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['ids', 'groupId', 'excludeGroupId', 'excludeProfileId', 'username', 'limit', 'cursor']),
    );
    // Sign-up and login are the calls that need no bearer token; everything else does.
    expect(doc.paths['/api/v1/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/v1/auth/create'].post.security).toEqual([]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths).some((path) => path.includes('/docs'))).toBe(false);
  });

  it('serves the documentation page without a token', async () => {
    const reply = await call('GET', '/api/v1/docs');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('what an error looks like', () => {
  it('never carries a stack trace or internal detail', () => {
    expect(errorBodies.length).toBeGreaterThan(50);
    for (const body of errorBodies) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/\bat .+[:(]\d+/);
      expect(text).not.toMatch(/"stack"|node_modules|\.ts\b|FST_|SyntaxError|ZodError|"code"/);
      expect(body).toHaveProperty('message');
    }
  });
});
