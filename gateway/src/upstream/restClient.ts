import { BalancedPool, errors as undiciErrors, request, type Dispatcher, type FormData } from 'undici';
import { serverError, upstreamError } from '../graphql/errors.js';
import type { Metrics } from '../http/metrics.js';

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api/v1, e.g. '/question/getAll'. */
  path: string;
  query?: Record<string, string | number | boolean | string[] | null | undefined>;
  body?: unknown;
  form?: FormData;
  /** The body as the api sent it (a document to hand on unchanged), not parsed as JSON. */
  text?: boolean;
}

export interface RestResult<T> {
  status: number;
  body: T;
  /** Cursor of the next page from X-Next-Cursor, when the list goes on. */
  nextCursor: string | null;
}

/**
 * Who a REST call is made for: the bearer token, the client's address for the api's per-address limits, and its
 * User-Agent, from which the api describes the device of a session it starts ("Chrome en Android").
 */
export interface Caller {
  token: string | null;
  clientAddress?: string;
  userAgent?: string;
}

/** The endpoint label of a path: ids replaced, so metrics stay a short list of routes. */
const endpointOf = (method: string, path: string) =>
  `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')}`;

/**
 * Every REST call of the gateway goes through here: keep-alive connections balanced over the api processes,
 * timeouts, metrics, error mapping.
 */
export class RestClient {
  private readonly pool: BalancedPool;
  private readonly basePath: string;
  /** The api processes' origins, e.g. http://10.0.0.5:4001. */
  readonly upstreams: string[];

  /** `apiUrl`: the api's base URL, or several comma-separated (one per api process, all with the same path). */
  constructor(
    apiUrl: string,
    private readonly metrics: Metrics,
  ) {
    const urls = apiUrl.split(',').map((entry) => new URL(entry.trim()));
    this.basePath = urls[0]!.pathname.replace(/\/$/, '');
    if (urls.some((url) => url.pathname.replace(/\/$/, '') !== this.basePath))
      throw new Error(`API_URL: every api must have the same path (${apiUrl})`);
    this.upstreams = [...new Set(urls.map((url) => url.origin))];
    this.pool = new BalancedPool(this.upstreams, {
      connections: 64,
      connectTimeout: 3_000,
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
      keepAliveTimeout: 10_000,
    });
  }

  /**
   * One request through the balanced pool. A read (GET, HEAD) that cannot reach its api process (refused, reset,
   * timed out) is sent again, and the pool, having marked that upstream down, picks another: stopping one api
   * process loses no read. A mutation is sent once: its failure is reported, never retried blindly.
   */
  private async send(options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
    const attempts = options.method === 'GET' || options.method === 'HEAD' ? this.upstreams.length * 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.pool.request(options);
      } catch (error) {
        if (attempt >= attempts || !unreachable(error)) throw error;
      }
    }
  }

  /** Whether each api process answers its readiness check (GET /readyz), for the gateway's own /readyz. */
  async upstreamsReady(): Promise<Record<string, boolean>> {
    const checks = await Promise.all(
      this.upstreams.map(async (origin) => {
        try {
          const response = await request(`${origin}/readyz`, { headersTimeout: 2_000, bodyTimeout: 2_000 });
          await response.body.dump();
          return [origin, response.statusCode === 200] as const;
        } catch {
          return [origin, false] as const;
        }
      }),
    );
    return Object.fromEntries(checks);
  }

  /** The prefix under which the api announces live events (its deployment's, see the api's notifications/delivery.ts). */
  async livePrefix(): Promise<string> {
    const response = await this.send({ method: 'GET', path: '/live/channels', headersTimeout: 5_000, bodyTimeout: 5_000 });
    const body = (await response.body.json()) as { prefix?: unknown };
    if (response.statusCode !== 200 || typeof body.prefix !== 'string')
      throw new Error(`The api answered ${response.statusCode} to GET /live/channels`);
    return body.prefix;
  }

  async call<T>(
    { token, clientAddress, userAgent }: Caller,
    { method = 'GET', path, query, body, form, text: asText }: RestRequest,
  ): Promise<RestResult<T>> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      // An empty or null query parameter means "no filter": it is dropped, never sent as `?name=` (which the api
      // would read as a value to validate).
      if (value === undefined || value === null || value === '') continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    // The api sees every call come from the gateway; it trusts this header only from the gateway (TRUST_PROXY).
    if (clientAddress) headers['x-forwarded-for'] = clientAddress;
    if (userAgent) headers['user-agent'] = userAgent;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const endpoint = endpointOf(method, path);
    const stopTimer = this.metrics.upstreamDuration.startTimer({ endpoint });

    let status = 0;
    try {
      const response = await this.send({
        method,
        path: `${this.basePath}${path}${search.size ? `?${search}` : ''}`,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      status = response.statusCode;
      const text = await response.body.text();
      // A refusal may come without a JSON body (Node's own 414/431, a proxy's page): its status still decides.
      if (status >= 400) throw upstreamError(status, errorMessageOf(text), endpoint);
      const parsed = asText ? text : text ? JSON.parse(text) : undefined;
      const next = response.headers['x-next-cursor'];
      return { status, body: parsed as T, nextCursor: typeof next === 'string' ? next : null };
    } catch (error) {
      if (status === 0) {
        // The api is unreachable or timed out: a clean INTERNAL_SERVER_ERROR (the cause is logged); the pool reconnects by itself.
        if (!(error instanceof undiciErrors.UndiciError) && !isNetworkError(error)) throw error;
        throw serverError(error);
      }
      throw error;
    } finally {
      stopTimer();
      this.metrics.upstreamRequests.inc({ endpoint, status: String(status || 'network_error') });
    }
  }

  /** A stored image from the api's public /storage/ prefix, passed through as it is. */
  async raw(method: 'GET' | 'HEAD', path: string) {
    try {
      const response = await this.send({ method, path });
      const body = Buffer.from(await response.body.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
        const value = response.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return { status: response.statusCode, headers, body };
    } catch {
      return { status: 502, headers: {}, body: Buffer.alloc(0) };
    }
  }

  close() {
    return this.pool.close();
  }
}

/** The Spanish `message` of the api's JSON error body, if that is what came. */
function errorMessageOf(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** The api process could not be reached, or went away mid-request: another one can answer (a slow one is not retried). */
function unreachable(error: unknown) {
  const code = (error as { code?: string })?.code ?? '';
  return /^(ECONNREFUSED|ECONNRESET|EPIPE|EHOSTUNREACH|UND_ERR_CONNECT_TIMEOUT|UND_ERR_SOCKET|UND_ERR_CLOSED)$/.test(code);
}

function isNetworkError(error: unknown) {
  const code = (error as { code?: string })?.code ?? '';
  return /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|UND_ERR)/.test(code);
}
