import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi, createImageStore, migrate, openDatabase, type ApiOptions, type Database } from '@aula/api';
import { afterAll, beforeAll, expect } from 'vitest';
import { createGateway, type Gateway } from '../src/gateway.js';
import { client } from './joiningHarness.js';

// What the accounts-*.test.ts files share: a real api and a gateway on one in-process event target (as `npm start`
// runs them), a GraphQL client that can send a browser's User-Agent, and people signed up through GraphQL.

/** A desktop Firefox and a phone's Chrome, as browsers send them: the api names the device of a session from them. */
export const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
export const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';

export const password = 'clave12345';

export interface GraphQLReply<T = any> {
  data?: T;
  errors?: Array<{ message: string; path?: string[]; extensions?: { code?: string; field?: string } }>;
}

export interface Account {
  token: string;
  email: string;
  profileId: string;
  username: string;
}

export interface Product {
  gateway: Gateway;
  db: Database;
  /** One GraphQL request through yoga.fetch, with a bearer token and a User-Agent when given. */
  graphql: <T = any>(query: string, variables?: Record<string, unknown>, as?: { token?: string; userAgent?: string }) => Promise<GraphQLReply<T>>;
  /** An operation that must succeed: its data. */
  ok: <T = any>(query: string, variables?: Record<string, unknown>, as?: { token?: string; userAgent?: string }) => Promise<T>;
  /** Someone new, signed up through GraphQL from `userAgent`'s browser. */
  signUp: (firstName: string, userAgent?: string) => Promise<Account>;
  /** A fresh login of that account (a new session) from `userAgent`'s browser: its token. */
  logIn: (email: string, userAgent?: string, remember?: boolean) => Promise<string>;
  /** The in-process client of joiningHarness.ts: live subscriptions and study groups. */
  live: ReturnType<typeof client>;
}

const signUpDoc = 'mutation($input: SignUpInput!) { signUp(input: $input) { token user { email } profile { id username } } }';
const logInDoc = 'mutation($input: LogInInput!) { logIn(input: $input) { token } }';

/**
 * The product for this test file, filled in by a beforeAll and closed by an afterAll. Open live streams check their
 * session only once an hour, so a stream that ends soon after a logout was ended by the api's announcement.
 */
export function accountsProduct(apiOptions: () => Partial<ApiOptions> = () => ({})): Product {
  const product = {} as Product;
  let close = async () => {};
  beforeAll(async () => {
    const events = new EventTarget();
    const db = await openDatabase({});
    await migrate(db);
    const storageDir = await mkdtemp(join(tmpdir(), 'aula-gw-accounts-'));
    const images = await createImageStore(storageDir);
    const api = await buildApi({ ...apiOptions(), db, images, jwtSecret: 'gateway-test-secret', notificationEvents: events });
    await api.listen({ host: '127.0.0.1', port: 0 });
    const address = api.server.address();
    const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    const gateway = createGateway({ apiUrl, notificationEvents: events, sessionCheckMs: 3_600_000 });

    const graphql: Product['graphql'] = async (query, variables, as = {}) => {
      const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
          ...(as.userAgent ? { 'user-agent': as.userAgent } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLReply;
    };
    const ok: Product['ok'] = async (query, variables, as) => {
      const reply = await graphql(query, variables, as);
      expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
      return reply.data;
    };
    Object.assign(product, {
      gateway,
      db,
      graphql,
      ok,
      live: client(gateway),
      async signUp(firstName: string, userAgent?: string) {
        const input = {
          firstName,
          lastName: 'Cuentas',
          email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@cuentas.test`,
          phone: '+51 987654321',
          password,
        };
        const { signUp } = await ok(signUpDoc, { input }, { userAgent });
        return { token: signUp.token, email: signUp.user.email, profileId: signUp.profile.id, username: signUp.profile.username };
      },
      async logIn(email: string, userAgent?: string, remember = false) {
        return (await ok(logInDoc, { input: { email, password, remember } }, { userAgent })).logIn.token;
      },
    } satisfies Product);
    close = async () => {
      await gateway.close();
      await api.close();
      await db.close();
      await rm(storageDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());
  return product;
}

/** A refusal of `field` of the mutation `name`: one error with this code and message, and no data. */
export function expectRefusal(reply: GraphQLReply, name: string, code: string, message: unknown, field?: string) {
  expect(reply.errors, JSON.stringify(reply.errors)).toHaveLength(1);
  expect(reply.errors![0]).toMatchObject({ message, path: [name], extensions: { code, ...(field && { field }) } });
  if (!field) expect(reply.errors![0]!.extensions?.field).toBeUndefined();
  expect(reply.data ?? null).toBeNull();
}

/** Whether the token still works: the viewer it reads, or null once its session has ended. */
export const viewerOf = async (product: Product, token: string) =>
  (await product.ok<{ viewer: { profile: { username: string } } | null }>('{ viewer { profile { username } } }', {}, { token })).viewer;
