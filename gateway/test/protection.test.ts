import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// Abuse limits (graphql-armor), hidden field suggestions, CSRF prevention, GraphiQL and /metrics.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const endpoint = 'http://gateway.test/graphql';

/** A JSON POST as a spec-following client (application/graphql-response+json gets 4xx for refused documents). */
async function post(query: string, accept = 'application/graphql-response+json', variables: Record<string, unknown> = {}) {
  const response = await h.gateway.yoga.fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

/**
 * A query `levels` fields deep: viewer → studyGroups → edges → node → assignments → edges → node → studyGroup → …,
 * with pages of 2 so that the node limit does not refuse it first.
 */
function deepQuery(levels: number) {
  const steps = ['viewer', 'studyGroups(first: 2)', 'edges', 'node'];
  const loop = ['assignments(first: 2)', 'edges', 'node', 'studyGroup'];
  while (steps.length < levels - 1) steps.push(loop[(steps.length - 4) % loop.length]!);
  const leaf = steps.at(-1) === 'studyGroup' || steps.at(-1) === 'node' ? 'id' : '__typename';
  return steps.reduceRight((inner, field) => `${field} { ${inner} }`, leaf).replace(/^/, '{ ') + ' }';
}

describe('query limits', () => {
  it('refuses a query deeper than the depth limit (16), without touching the api', async () => {
    const before = await h.upstreamCalls();
    const { status, body } = await post(deepQuery(18));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toBe('La consulta es demasiado grande o compleja');
    expect(body.errors![0]!.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(await h.upstreamCalls()).toBe(before);
  });

  it('a plain JSON client gets the same refusal with status 200 (GraphQL over HTTP for application/json)', async () => {
    const { status, body } = await post(deepQuery(18), 'application/json');
    expect(status).toBe(200);
    expect(body.errors![0]!.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('accepts a query just within the depth limit', async () => {
    const { status, body } = await post(deepQuery(16));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ viewer: null });
  });

  it("answers GraphiQL's introspection query (ofType nests deeper than the limit)", async () => {
    const { status, body } = await post(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain('"name":"StudyGroup"');
  });

  /** Four connections deep, each page `$n`: n + n² + n³ + n⁴ nodes. */
  const fourLevels = `query FourLevels($n: Int!) { viewer { ${[
    'studyGroups(first: $n)',
    'edges',
    'node',
    'assignments(first: $n)',
    'edges',
    'node',
    'attempts(first: $n)',
    'edges',
    'node',
    'assignment',
    'studyGroup',
    'members(first: $n)',
    'edges',
    'node',
  ].reduceRight((inner, field) => `${field} { ${inner} }`, 'id')} } }`;

  it('refuses a query asking for more than 500,000 nodes, saying how many, counting a variable as its value', async () => {
    const before = await h.upstreamCalls();
    const { status, body } = await post(fourLevels, 'application/graphql-response+json', { n: 100 });
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: 'La consulta pide hasta 101.010.100 nodos y el límite es 500.000: pida páginas más pequeñas (first)',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    expect(await h.upstreamCalls()).toBe(before);
  });

  it('the same document with small pages runs (the count follows the variables, not the document)', async () => {
    const { status, body } = await post(fourLevels, 'application/graphql-response+json', { n: 10 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ viewer: null });
  });

  it('an omitted first counts as its default, and fragments count like the fields they hold', async () => {
    // 100 groups × 50 assignments (the default) × 100 attempts = 500,000, plus the groups and assignments.
    const query = `{ viewer { studyGroups(first: 100) { edges { node { ...G } } } } }
      fragment G on StudyGroup { assignments { edges { node { attempts(first: 100) { edges { node { id } } } } } } }`;
    const { body } = await post(query);
    expect(body.errors![0]!.message).toBe('La consulta pide hasta 505.100 nodos y el límite es 500.000: pida páginas más pequeñas (first)');
    expect(body.errors![0]!.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('a negative page size does not buy room for its siblings', async () => {
    const query = `{ viewer { a: studyGroups(first: -100000000) { edges { cursor } } b: studyGroups(first: 100) { edges { node {
      assignments(first: 100) { edges { node { attempts(first: 100) { edges { cursor } } } } } } } } } }`;
    const { body } = await post(query);
    expect(body.errors![0]!.message).toBe('La consulta pide hasta 1.010.100 nodos y el límite es 500.000: pida páginas más pequeñas (first)');
  });

  it('counts the ids of nodes(ids:) and the page of a plain list: 20 aliases × 100 ids × 500 members is refused', async () => {
    const ids = Array.from({ length: 100 }, (_, i) =>
      Buffer.from(`StudyGroup:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).toString('base64url'),
    );
    const aliases = Array.from(
      { length: 20 },
      (_, i) => `n${i}: nodes(ids: $ids) { ... on StudyGroup { members(first: 500) { edges { node { id } } } } }`,
    );
    const before = await h.upstreamCalls();
    const { status, body } = await post(`query($ids: [ID!]!) { ${aliases.join(' ')} }`, 'application/graphql-response+json', { ids });
    expect(status).toBe(400);
    // 20 × 100 nodes, and 500 members under each of them.
    expect(body.errors).toEqual([
      {
        message: 'La consulta pide hasta 1.002.000 nodos y el límite es 500.000: pida páginas más pequeñas (first)',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    expect(await h.upstreamCalls()).toBe(before);

    // profiles(first:) is a plain list whose page the query chooses: 20 aliases of 5 profiles under 100 ids each.
    const profiles = Array.from({ length: 20 }, (_, i) => `p${i}: profiles(first: 5) { id }`).join(' ');
    const counted = await post(
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on StudyGroup { members(first: 500) { edges { node { id } } } } } viewer { ${profiles} } }`,
      'application/graphql-response+json',
      { ids },
    );
    // 100 + 50,000 + 20 × 5: within the limit, so it runs (each made-up node needs a token: UNAUTHENTICATED).
    expect(counted.status).toBe(200);
    expect(counted.body.errors?.map((error) => error.extensions?.code)).not.toContain('QUERY_TOO_COMPLEX');
  });

  it("accepts a teacher's gradebook (100 assignments × 50 attempts, about 5,100 nodes) and a page of 500 members", async () => {
    const members = `query($id: ID!) { node(id: $id) { ... on StudyGroup { members(first: 500) {
      edges { cursor node { id username profilePictureUrl } } pageInfo { endCursor hasNextPage } } } } }`;
    const gradebook = `query($id: ID!) { node(id: $id) { ... on StudyGroup { assignments(first: 100) { edges { node {
      questions { __typename } attempts(first: 50) { edges { node { score profile { username } questionAttempts {
      score question { __typename } } } } } } } } } } }`;
    for (const query of [members, gradebook]) {
      const { status, body } = await post(query, 'application/json', { id: 'U3R1ZHlHcm91cDpuYWRh' });
      expect(status).toBe(200);
      // Validated and run: the made-up id is simply not found.
      expect(body.data).toEqual({ node: null });
      expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
    }
  });

  it('refuses a query with 100 aliases', async () => {
    const query = `{ ${Array.from({ length: 100 }, (_, i) => `v${i}: viewer { __typename }`).join(' ')} }`;
    const before = await h.upstreamCalls();
    const { status, body } = await post(query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toBe('La consulta es demasiado grande o compleja');
    expect(body.errors![0]!.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(await h.upstreamCalls()).toBe(before);
  });

  it('refuses a document over the token limit (3000) before parsing it whole', async () => {
    const query = `{ viewer { ${'__typename '.repeat(3100)} } }`;
    const { status, body } = await post(query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toBe('La consulta es demasiado grande o compleja');
    expect(body.errors![0]!.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses too many directives', async () => {
    const query = `{ viewer { __typename ${'@include(if: true) '.repeat(25)} } }`;
    const { status, body } = await post(query);
    expect(status).toBe(400);
    expect(body.errors![0]!.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('hides field suggestions ("Did you mean") for a misspelled field', async () => {
    for (const query of ['{ viewr { __typename } }', '{ viewer { profle { username } } }', '{ viewer { studyGroup { edges { cursor } } } }']) {
      const { status, text, body } = await post(query, 'application/json');
      expect(status).toBe(200);
      expect(body.errors![0]!.message).toMatch(/^El campo "\w+" no existe en este tipo$/);
      expect(body.errors![0]!.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(text).not.toMatch(/Did you mean/i);
      // The real field names are not leaked in the message.
      expect(body.errors![0]!.message).not.toMatch(/"(viewer|profile|studyGroups)"/);
    }
  });
});

describe('HTTP methods and CSRF', () => {
  const logIn = 'mutation { logIn(input: { email: "nadie@aula.test", password: "clave12345" }) { token } }';

  it('refuses a mutation over GET with 405, without calling the api', async () => {
    const before = await h.upstreamCalls();
    const response = await h.gateway.yoga.fetch(`${endpoint}?query=${encodeURIComponent(logIn)}`, {
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const body = await response.json();
    expect(body.errors[0]).toEqual({
      message: 'Método no permitido: las mutaciones y los envíos de datos van por POST',
      extensions: { code: 'METHOD_NOT_ALLOWED' },
    });
    expect(await h.upstreamCalls()).toBe(before);
  });

  it('answers a query over GET when the CSRF header is present', async () => {
    const response = await h.gateway.yoga.fetch(`${endpoint}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a GET without the CSRF header (a browser "simple" request)', async () => {
    const response = await h.gateway.yoga.fetch(`${endpoint}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].message).toBe('Falta la cabecera x-graphql-yoga-csrf que exige esta solicitud');
  });

  for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
    it(`refuses a POST with content-type ${contentType} and no CSRF header`, async () => {
      const before = await h.upstreamCalls();
      const body = contentType.startsWith('application/x-www-form-urlencoded')
        ? `query=${encodeURIComponent(logIn)}`
        : JSON.stringify({ query: logIn });
      const response = await h.gateway.yoga.fetch(endpoint, { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].message).toBe('Falta la cabecera x-graphql-yoga-csrf que exige esta solicitud');
      expect(await h.upstreamCalls()).toBe(before);
    });
  }

  it('accepts a JSON POST without the CSRF header (browsers preflight it)', async () => {
    const { status, body } = await post('{ __typename }', 'application/json');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('GraphiQL and /metrics', () => {
  it('GET /graphql with Accept: text/html shows GraphiQL with the example query in its first tab', async () => {
    const response = await h.gateway.yoga.fetch(endpoint, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<title>Aula GraphQL<\/title>/);
    expect(html).toContain('"defaultTabs":');
    expect(html).toContain('query MyGroups {');
    expect(html).toContain('studyGroups(first: 10)');
  });

  it('GET /metrics is Prometheus text with upstream calls and operations', async () => {
    await post('query Ping { __typename }', 'application/json');
    await post('query Broken { nope }', 'application/json');
    await h.graphql('{ viewer { user { id } } }', {}, 'not-a-token');
    const response = await h.gateway.yoga.fetch('http://gateway.test/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE aula_gateway_upstream_requests_total counter');
    expect(text).toContain('# TYPE aula_gateway_operations_total counter');
    expect(text).toMatch(/^aula_gateway_operations_total\{operation="Ping",outcome="success"\} [1-9]/m);
    // The bad token made the api answer 401 on its token check.
    expect(text).toMatch(/^aula_gateway_upstream_requests_total\{endpoint="GET \/auth\/verifyToken",status="401"\} 1$/m);
    expect(text).toMatch(/^aula_gateway_operations_total\{operation="anonymous",outcome="success"\} [1-9]/m);
    expect(text).toMatch(/^aula_gateway_upstream_duration_seconds_bucket\{/m);
  });
});
