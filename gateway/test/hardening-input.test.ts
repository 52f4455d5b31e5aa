import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../src/http/metrics.js';
import { RestClient } from '../src/upstream/restClient.js';
import { endpoint, h, json, send, serverError, token, startHardeningServer } from './hardeningServer.js';

/**
 * The gateway's hardening, input side: wrong variables and arguments are BAD_USER_INPUT naming the field, and every
 * refusal of the GraphQL and HTTP layers is a Spanish catalogue message with a stable code that never quotes the
 * request (the other side: hardening-http.test.ts).
 */

startHardeningServer();

describe('wrong variables are BAD_USER_INPUT naming the field', () => {
  const createGroup = 'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }';
  const grade = 'mutation($input: GradeQuestionAttemptInput!) { gradeQuestionAttempt(input: $input) { questionAttempt { id } } }';
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    [
      'a string where a number is expected',
      grade,
      { input: { id: 'UXVlc3Rpb25BdHRlbXB0Om5hZGE', score: 'cien' } },
      'El campo "input.score" debe ser un número',
    ],
    ['null in a non-null field', createGroup, { input: { name: null } }, 'El campo "input.name" es obligatorio'],
    ['a missing required input field', createGroup, { input: { description: 'Sin nombre' } }, 'El campo "input.name" es obligatorio'],
    ['a missing required variable', createGroup, {}, 'El campo "input" es obligatorio'],
    ['null for a non-null variable', createGroup, { input: null }, 'El campo "input" es obligatorio'],
    ['an input field the type does not have', createGroup, { input: { name: 'Grupo', colour: 'rojo' } }, 'El campo "input.colour" no existe'],
    [
      'a list item of the wrong type',
      createGroup,
      { input: { name: 'Grupo', memberIds: ['a', { id: 1 }] } },
      'El campo "input.memberIds[1]" debe ser un identificador',
    ],
    [
      'a number too large for Int',
      'query($n: Int) { viewer { studyGroups(first: $n) { edges { cursor } } } }',
      { n: 2 ** 40 },
      'El campo "n" debe ser un número entero',
    ],
    [
      'a value an enum does not have',
      'mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }',
      { input: { studyGroupId: 'x', name: 'Tarea', description: 'Tarea', difficulty: 'IMPOSIBLE' } },
      'El campo "input.difficulty" debe ser uno de EASY, INTERMEDIATE, HARD',
    ],
  ];
  for (const [name, query, variables, message] of cases) {
    it(name, async () => {
      const before = await h.upstreamCalls();
      const result = await h.graphql(query, variables, token);
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message.startsWith(message), result.errors![0]!.message).toBe(true);
      // The value is not quoted back, and nothing reached the api.
      expect(JSON.stringify(result)).not.toMatch(/cien|rojo|Variable "\$|got invalid value/);
      expect(await h.upstreamCalls()).toBe(before);
    });
  }

  it('a client-invented field name is repeated only when short and plain; an optional variable may be left out', async () => {
    const result = await h.graphql(createGroup, { input: { name: 'Grupo', ['x'.repeat(500)]: 1 } }, token);
    expect(result.errors![0]).toEqual({ message: 'El campo indicado no existe', extensions: { code: 'BAD_USER_INPUT' } });
    // Only variables sent are checked, whatever their name.
    const optional = await h.graphql('query($constructor: Int) { viewer { studyGroups(first: $constructor) { edges { cursor } } } }', {}, token);
    expect(optional.errors).toBeUndefined();
  });
});

describe('wrong literal arguments are BAD_USER_INPUT naming the argument', () => {
  const cases: Array<[string, string, string]> = [
    ['a string for an Int argument', '{ viewer { studyGroups(first: "diez") { edges { cursor } } } }', 'El campo "first" debe ser un número entero'],
    ['a float for an ID', '{ node(id: 1.5) { id } }', 'El campo "id" debe ser un identificador'],
    ['a missing required argument', '{ node { id } }', 'El campo "id" es obligatorio'],
    ['a missing required input field', 'mutation { logIn(input: { email: "a@b.co" }) { token } }', 'El campo "input.password" es obligatorio'],
    [
      'null for a non-null input field',
      'mutation { logIn(input: { email: "a@b.co", password: null }) { token } }',
      'El campo "input.password" es obligatorio',
    ],
    ['an unknown argument', '{ node(id: "x", colour: "rojo") { id } }', 'El campo "colour" no existe'],
    [
      'an unknown input field',
      'mutation { logIn(input: { email: "a@b.co", password: "x", colour: "rojo" }) { token } }',
      'El campo "input.colour" no existe',
    ],
  ];
  for (const [name, query, message] of cases) {
    it(name, async () => {
      const result = await h.graphql(query, {}, token);
      expect(result.status).toBe(200);
      expect(result.errors![0]).toEqual({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(JSON.stringify(result)).not.toMatch(/Expected value of type|cannot represent|diez|rojo|Did you mean/);
    });
  }
});

describe('refusals of the GraphQL layer speak Spanish and never quote the request', () => {
  async function post(body: string, headers: Record<string, string> = {}) {
    const response = await h.gateway.yoga.fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const text = await response.text();
    return { status: response.status, text, body: json(text) };
  }
  const query = (source: string, extra: Record<string, unknown> = {}) => JSON.stringify({ query: source, ...extra });
  // 17 levels, one over the limit.
  const levels = ['viewer', 'studyGroups', 'edges', 'node', ...'assignments edges node studyGroup '.repeat(3).trim().split(' ')].slice(0, 16);
  const deep = `{ ${levels.reduceRight((inner, field) => `${field} { ${inner} }`, 'id')} }`;

  const cases: Array<[string, string, number, string, string]> = [
    ['a syntax error', query('{ viewer { profile { usernameSecreto '), 200, 'GRAPHQL_PARSE_FAILED', 'La consulta GraphQL tiene un error de sintaxis'],
    [
      'an unknown field (no suggestions)',
      query('{ viewer { profle { username } } }'),
      200,
      'GRAPHQL_VALIDATION_FAILED',
      'El campo "profle" no existe en este tipo',
    ],
    [
      'a fragment on an unknown type',
      query('{ ...F } fragment F on Secreto { id }'),
      200,
      'GRAPHQL_VALIDATION_FAILED',
      'La consulta no es válida para el esquema GraphQL de Aula',
    ],
    ['too deep', query(deep), 200, 'QUERY_TOO_COMPLEX', 'La consulta es demasiado grande o compleja'],
    ['invalid JSON', '{"query": "{ viewer { secreto', 400, 'BAD_REQUEST', 'La solicitud no es válida'],
    ['no query', JSON.stringify({ variables: {} }), 400, 'BAD_REQUEST', 'La solicitud no es válida'],
    ['an extra parameter', query('{ __typename }', { secreto: 1 }), 400, 'BAD_REQUEST', 'La solicitud no es válida'],
    ['an unknown operation name', query('query A { __typename }', { operationName: 'Secreto' }), 400, 'BAD_REQUEST', 'La solicitud no es válida'],
  ];
  for (const [name, body, status, code, message] of cases) {
    it(name, async () => {
      const result = await post(body);
      expect(result.status).toBe(status);
      expect(result.body.errors).toEqual([{ message, extensions: { code } }]);
      expect(result.text).not.toMatch(/Syntax Error|Secreto|secreto|Did you mean|Expected|POST body|Unexpected/);
    });
  }

  it('a too-large announced body, an unsupported content type and an unacceptable Accept', async () => {
    const tooLarge = await h.gateway.yoga.fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(7 * 1024 * 1024) },
      body: '{}',
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      errors: [{ message: 'La solicitud supera el tamaño máximo permitido', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    const plain = await post(query('{ __typename }'), { 'content-type': 'text/plain', 'x-graphql-yoga-csrf': '1' });
    expect(plain.status).toBe(415);
    expect(plain.body.errors).toEqual([
      { message: 'Tipo de contenido no admitido. Envíe application/json', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
    ]);
    const xml = await post(query('{ __typename }'), { accept: 'application/xml' });
    expect(xml.status).toBe(406);
    expect(xml.body.errors![0]!.extensions?.code).toBe('NOT_ACCEPTABLE');
  });
});

describe('refusals of the HTTP layer (Fastify, Node) speak Spanish and never quote the request', () => {
  const noLeak = /FST_|Request body is too large|not a valid url|Route |Unexpected token|Client Error|JSON at position/;

  it('a body over the limit: 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { x: 'a'.repeat(7 * 1024 * 1024) } });
    const response = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(json(response.text)).toEqual({
      errors: [{ message: 'La solicitud supera el tamaño máximo permitido', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('invalid and empty JSON bodies: 400 BAD_REQUEST', async () => {
    for (const body of ['{"query": "{ secreto', '']) {
      const response = await send('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(400);
      expect(json(response.text)).toEqual({ errors: [{ message: 'La solicitud no es válida', extensions: { code: 'BAD_REQUEST' } }] });
      expect(response.text).not.toMatch(noLeak);
    }
  });

  it('a malformed URL (/%): 400 BAD_REQUEST without quoting it', async () => {
    const response = await send('/%');
    expect(response.status).toBe(400);
    expect(json(response.text)).toEqual({ errors: [{ message: 'La solicitud no es válida', extensions: { code: 'BAD_REQUEST' } }] });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a method no route takes: 404 NOT_FOUND; one /graphql takes only for GraphQL over SSE: 405 METHOD_NOT_ALLOWED', async () => {
    const response = await send('/metrics?secreto=1', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(json(response.text)).toEqual({ errors: [{ message: 'No se encontró el recurso', extensions: { code: 'NOT_FOUND' } }] });
    // PUT and DELETE reach /graphql for single connection mode (sse.ts); without its stream token they are refused.
    const graphql = await send('/graphql?secreto=1', { method: 'DELETE', headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(graphql.status).toBe(405);
    expect(json(graphql.text).errors![0]!.extensions?.code).toBe('METHOD_NOT_ALLOWED');
    expect(graphql.text).not.toMatch(/secreto/);
  });

  it('headers over the limit: 431 with the Spanish message and the security headers', async () => {
    const response = await send('/graphql', { headers: { 'x-relleno': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(json(response.text)).toEqual({
      errors: [{ message: 'Las cabeceras de la solicitud son demasiado grandes', extensions: { code: 'HEADERS_TOO_LARGE' } }],
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

// The api refuses control characters with a 400 naming the field; the gateway passes that on as BAD_USER_INPUT.
describe('a NUL byte is BAD_USER_INPUT, never a server error', () => {
  it('in a search term', async () => {
    const result = await h.graphql('query($s: String) { viewer { profiles(search: $s) { username } } }', { s: 'ab\u0000c' }, token);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).not.toBe(serverError.message);
  });

  it('in a mutation input', async () => {
    const result = await h.graphql(
      'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }',
      { input: { name: 'Grupo\u0000nulo' } },
      token,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/nombre|name/i);
  });
});

// The client's mistakes on a File input or an oversized text argument are BAD_USER_INPUT naming the field, never a
// server error (graphql-request 7 sends `{}` for a File by accident; a huge cursor became an api 431).
describe('a value that is not a file, or a text too long to send, is BAD_USER_INPUT naming the field', () => {
  const picture = 'mutation($input: UpdateProfilePictureInput!) { updateProfilePicture(input: $input) { profile { id } } }';
  for (const value of [{}, 'hola', 42, [1]]) {
    it(`a File variable given ${JSON.stringify(value)}`, async () => {
      const before = await h.upstreamCalls();
      const result = await h.graphql(picture, { input: { picture: value } }, token);
      expect(result.errors).toEqual([
        { message: 'El campo "input.picture" debe ser un archivo enviado como multipart', extensions: { code: 'BAD_USER_INPUT' } },
      ]);
      expect(await h.upstreamCalls()).toBe(before);
    });
  }

  it('a File written in the document', async () => {
    const result = await h.graphql('mutation { updateProfilePicture(input: { picture: "hola" }) { profile { id } } }', {}, token);
    expect(result.errors).toEqual([
      { message: 'El campo "input.picture" debe ser un archivo enviado como multipart', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('a cursor or a search of 16,000 characters, as a variable or a literal, is refused before the api sees it', async () => {
    const long = 'a'.repeat(16_000);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['query($c: String) { viewer { profile { username } studyGroups(after: $c) { edges { cursor } } } }', { c: long }, '"c"'],
      ['query($s: String) { viewer { profile { username } profiles(search: $s) { username } } }', { s: long }, '"s"'],
      [`{ viewer { profile { username } notifications(after: "${long}") { edges { cursor } } } }`, {}, '"after"'],
    ];
    for (const [query, variables, field] of cases) {
      const result = await h.graphql(query, variables, token);
      expect(result.errors).toHaveLength(1);
      expect(result.errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toContain(`El campo ${field}`);
      expect(JSON.stringify(result)).not.toContain('aaaaaaaa');
    }
  });

  it('checks every request against its own variables, the same document sent again included (its text arguments are found once)', async () => {
    const query = 'query($s: String) { viewer { profile { username } profiles(search: $s) { username } } }';
    expect((await h.graphql(query, { s: 'ana' }, token)).errors).toBeUndefined();
    const refused = await h.graphql(query, { s: 'a'.repeat(1001) }, token);
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect((await h.graphql(query, { s: 'eva' }, token)).errors).toBeUndefined();
  });

  it("the api's own refusal of a URL too long (431, no JSON body) is BAD_USER_INPUT, not a server error", async () => {
    const rest = new RestClient(`${h.apiOrigin}/api/v1`, createMetrics());
    try {
      const refused = await rest.call({ token }, { path: '/profile/getAll', query: { search: 'a'.repeat(20_000) } }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(GraphQLError);
      expect((refused as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
      expect((refused as GraphQLError).message).toBe('La solicitud supera el tamaño máximo permitido');
    } finally {
      await rest.close();
    }
  });
});
