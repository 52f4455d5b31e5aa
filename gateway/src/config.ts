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
    trustProxy: !env.GATEWAY_TRUST_PROXY || env.GATEWAY_TRUST_PROXY === 'false' ? false : env.GATEWAY_TRUST_PROXY === 'true' || env.GATEWAY_TRUST_PROXY,
  };
}
