import type { Caller, RestClient, RestRequest, RestResult } from './restClient.js';

/**
 * This request's REST client: every call goes out as the caller (their bearer token, and their address for the
 * api's per-address limits). Mutations write through it; the loaders read through it.
 */
export interface Api {
  /** The caller's bearer token; null when the request came without one. */
  readonly token: string | null;
  /** The response body. */
  call<T>(request: RestRequest): Promise<T>;
  /** Status, body and the next page's cursor. */
  response<T>(request: RestRequest): Promise<RestResult<T>>;
  /** The same client acting with another token (a fresh login), from the same address. */
  as(token: string): Api;
}

export function createApi(rest: RestClient, caller: Caller): Api {
  const response = <T>(request: RestRequest) => rest.call<T>(caller, request);
  return {
    token: caller.token,
    response,
    call: async <T>(request: RestRequest) => (await response<T>(request)).body,
    as: (token) => createApi(rest, { ...caller, token }),
  };
}
