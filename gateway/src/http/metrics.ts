import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per gateway, so tests can read exactly what their own gateway did. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'aula_gateway_' });
  return {
    registry,
    upstreamRequests: new Counter({
      name: 'aula_gateway_upstream_requests_total',
      help: 'REST calls made to the api, by endpoint (method and path pattern) and status',
      labelNames: ['endpoint', 'status'] as const,
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'aula_gateway_upstream_duration_seconds',
      help: 'Duration of REST calls to the api',
      labelNames: ['endpoint'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    operations: new Counter({
      name: 'aula_gateway_operations_total',
      help: 'GraphQL operations, by operation name and outcome (success or error)',
      labelNames: ['operation', 'outcome'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
