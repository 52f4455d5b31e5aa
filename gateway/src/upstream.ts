import { Pool, errors as undiciErrors, type FormData } from 'undici';
import { serverError, upstreamError } from './errors.js';
import type { Metrics } from './metrics.js';

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under /api/v1, e.g. '/question/getAll'. */
  path: string;
  query?: Record<string, string | number | boolean | string[] | null | undefined>;
  body?: unknown;
  form?: FormData;
}

export interface RestResult<T> {
  status: number;
  body: T;
  /** Cursor of the next page from X-Next-Cursor, when the list goes on. */
  nextCursor: string | null;
}

/** Who a REST call is made for: the bearer token, and the client's address for the api's per-address limits. */
export interface Caller {
  token: string | null;
  clientAddress?: string;
}

/** The endpoint label of a path: ids replaced, so metrics stay a short list of routes. */
const endpointOf = (method: string, path: string) =>
  `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')}`;

/** Every REST call of the gateway goes through here: one keep-alive pool, timeouts, metrics, error mapping. */
export class RestClient {
  private readonly pool: Pool;
  private readonly basePath: string;

  constructor(
    apiUrl: string,
    private readonly metrics: Metrics,
  ) {
    const url = new URL(apiUrl);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.pool = new Pool(url.origin, {
      connections: 64,
      connectTimeout: 3_000,
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
      keepAliveTimeout: 10_000,
    });
  }

  async call<T>({ token, clientAddress }: Caller, { method = 'GET', path, query, body, form }: RestRequest): Promise<RestResult<T>> {
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
    if (body !== undefined) headers['content-type'] = 'application/json';
    const endpoint = endpointOf(method, path);
    const stopTimer = this.metrics.upstreamDuration.startTimer({ endpoint });

    let status = 0;
    try {
      const response = await this.pool.request({
        method,
        path: `${this.basePath}${path}${search.size ? `?${search}` : ''}`,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      status = response.statusCode;
      const text = await response.body.text();
      const parsed = text ? JSON.parse(text) : undefined;
      if (status >= 400) throw upstreamError(status, parsed?.message, endpoint);
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
      const response = await this.pool.request({ method, path });
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

function isNetworkError(error: unknown) {
  const code = (error as { code?: string })?.code ?? '';
  return /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|UND_ERR)/.test(code);
}
