import { getIntrospectionQuery } from 'graphql';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { endpoint, gql, people, raw, startSecurityFixture } from './securityFixture.js';

/**
 * The gateway's security suite, abuse side: graphql-cop's checks, hostile tokens, upload abuse and login throttling
 * (the authorisation matrix: security-authorisation.test.ts).
 */

startSecurityFixture();

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

describe('hostile tokens', () => {
  const secret = new TextEncoder().encode('gateway-test-secret');
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  const tokens = async () => {
    const [header, payload, signature] = people.member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    return {
      tampered: [header, b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }), signature].join('.'),
      expired: await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('aula-api')
        .setAudience('aula')
        .setIssuedAt(1_700_000_000)
        .setExpirationTime(1_700_000_100)
        .sign(secret),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      otherSecret: await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('aula-api')
        .setAudience('aula')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('otro-secreto')),
    };
  };

  it('a tampered, an expired, an alg:none and a foreign token: no viewer, and mutations are UNAUTHENTICATED', async () => {
    for (const [kind, token] of Object.entries(await tokens())) {
      expect((await gql('{ viewer { user { id } } }', {}, token)).data, kind).toEqual({ viewer: null });
      const result = await gql(
        'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id } } }',
        { input: { name: 'Intruso' } },
        token,
      );
      expect(result.errors?.[0]?.extensions?.code, kind).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0]?.message).toBe('Las credenciales no son válidas');
    }
  });
});

describe('upload abuse', () => {
  const upload = (file: Blob, filename: string, extraHeaders: Record<string, string> = {}) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($p: File!) { updateProfilePicture(input: { picture: $p }) { profile { id } } }', variables: { p: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.p'] }));
    form.append('0', file, filename);
    return raw({
      method: 'POST',
      headers: { authorization: `Bearer ${people.member.token}`, 'x-graphql-yoga-csrf': '1', ...extraHeaders },
      body: form,
    });
  };

  it('refuses a script renamed .png, with the Spanish message', async () => {
    const { body } = await upload(new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'foto.png');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('Formato de imagen no admitido. Use PNG, JPEG, WebP o GIF');
  });

  it('refuses a body announced over the limit before reading it', async () => {
    const { status } = await raw({
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(7 * 1024 * 1024), 'x-graphql-yoga-csrf': '1' },
      body: 'x',
    });
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
