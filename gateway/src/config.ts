/** The gateway's settings from the environment (README.md, Settings). */
export interface GatewaySettings {
  /** Origins (scheme://host:port) whose pages may call /graphql from the browser; none beyond the app's own by default. */
  corsOrigins: string[];
  /** Bearer token that opens /metrics to clients other than loopback. */
  metricsToken?: string;
  /** /metrics for anyone. */
  metricsPublic: boolean;
  /**
   * Whom the gateway believes about the client's address (X-Forwarded-For), which it passes on to the api: nobody
   * by default; behind a reverse proxy, `true` or the proxies' addresses and ranges ("loopback", "10.0.0.0/8").
   */
  trustProxy: boolean | string;
  /** Open live notification streams one person may hold, on all gateway processes sharing Redis (LIVE_STREAMS_PER_USER, 10). */
  maxStreamsPerUser: number;
  /** Milliseconds between an open stream's checks that its session still holds (LIVE_SESSION_CHECK_SECONDS, 60). */
  sessionCheckMs: number;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): GatewaySettings {
  return {
    // new URL() refuses a malformed entry at start rather than never matching; it also drops a trailing slash.
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPublic: env.METRICS_PUBLIC === 'true',
    maxStreamsPerUser: positive(env.LIVE_STREAMS_PER_USER, 10),
    sessionCheckMs: positive(env.LIVE_SESSION_CHECK_SECONDS, 60) * 1000,
    trustProxy:
      !env.GATEWAY_TRUST_PROXY || env.GATEWAY_TRUST_PROXY === 'false' ? false : env.GATEWAY_TRUST_PROXY === 'true' || env.GATEWAY_TRUST_PROXY,
  };
}

/** A positive number from the environment; anything else (unset, 0, a typo) is the default rather than no limit. */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
}
