import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi, createImageStore, migrate, openDatabase } from '@aula/api';
import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway } from '../src/gateway.js';

export interface Person {
  token: string;
  profileId: string;
  username: string;
}

/** An api on a random port whose notifications are dispatched on `events` (a shared target, or Redis). */
export async function startApiOn(events: EventTarget) {
  const db = await openDatabase({});
  await migrate(db);
  const storageDir = await mkdtemp(join(tmpdir(), 'aula-gw-images-'));
  const api = await buildApi({ db, images: await createImageStore(storageDir), jwtSecret: 'gateway-test-secret', notificationEvents: events });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  return {
    apiUrl,
    close: async () => {
      await api.close();
      await db.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** A GraphQL client of one gateway: in-process (yoga.fetch) or over HTTP (a base URL). */
export function client(target: Gateway | string) {
  const send = (init: RequestInit) =>
    typeof target === 'string' ? fetch(`${target}/graphql`, init) : Promise.resolve(target.yoga.fetch('http://gateway.test/graphql', init));

  async function graphql<T = any>(query: string, variables?: Record<string, unknown>, token?: string) {
    const response = await send({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }

  /**
   * Opens a subscription over Server-Sent Events and collects each `next` payload; `next()` waits for the following
   * one. Resolves once the stream is open.
   */
  async function subscribe(query: string, token: string) {
    const controller = new AbortController();
    const response = await send({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
      signal: controller.signal,
    });
    const received: any[] = [];
    const waiting: Array<(value: any) => void> = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = message
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trim())
              .join('');
            if (!data) continue;
            const payload = JSON.parse(data);
            const resolve = waiting.shift();
            if (resolve) resolve(payload);
            else received.push(payload);
          }
        }
      } catch {
        // aborted
      }
    })();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      next: (timeout = 3000) =>
        new Promise<any>((resolve, reject) => {
          if (received.length) return resolve(received.shift());
          const timer = setTimeout(() => reject(new Error('no event within the timeout')), timeout);
          waiting.push((value) => {
            clearTimeout(timer);
            resolve(value);
          });
        }),
      close: () => controller.abort(),
    };
  }

  /**
   * Subscribes again and again (up to 50 times) until the gateway lets a stream in rather than refusing it with an
   * error, as once a closed stream of the person's is released: that stream, or undefined.
   */
  async function subscribeWhenAllowed(query: string, token: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const candidate = await subscribe(query, token);
      const first = await candidate.next(100).catch(() => undefined);
      if (!first?.errors) return candidate;
      candidate.close();
    }
    return undefined;
  }

  async function signUp(firstName: string): Promise<Person> {
    const result = await graphql('mutation($input: SignUpInput!) { signUp(input: $input) { token profile { id username } } }', {
      input: {
        firstName,
        lastName: 'Vargas',
        email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@uniones.test`,
        phone: '+51 987654321',
        password: 'clave12345',
      },
    });
    const { token, profile } = result.data.signUp;
    return { token, profileId: profile.id, username: profile.username };
  }

  /** A study group of `owner`'s, with its id and join code. */
  async function createGroup(owner: Person, input: Record<string, unknown>) {
    const result = await graphql(
      'mutation($input: CreateStudyGroupInput!) { createStudyGroup(input: $input) { studyGroup { id code } } }',
      { input },
      owner.token,
    );
    return result.data.createStudyGroup.studyGroup as { id: string; code: string };
  }

  return { graphql, subscribe, subscribeWhenAllowed, signUp, createGroup };
}

export function gatewayOn(apiUrl: string, events: EventTarget) {
  return createGateway({ apiUrl, notificationEvents: events });
}

/**
 * An api and a gateway sharing one in-process event target (as `npm start` runs them) for the test file, started in
 * a beforeAll and closed in an afterAll, and the people signed up through it in that order: the client and the
 * people returned are filled in by the beforeAll.
 */
export function joiningProduct<Names extends string[]>(...firstNames: Names) {
  const gql = {} as ReturnType<typeof client>;
  const people = firstNames.map(() => ({}) as Person) as { [K in keyof Names]: Person };
  let api: Awaited<ReturnType<typeof startApiOn>> | undefined;
  let gateway: Gateway | undefined;
  beforeAll(async () => {
    const events = new EventTarget();
    api = await startApiOn(events);
    gateway = gatewayOn(api.apiUrl, events);
    Object.assign(gql, client(gateway));
    for (const [index, firstName] of firstNames.entries()) Object.assign(people[index]!, await gql.signUp(firstName));
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });
  return { gql, people };
}
