import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses a value against a schema outside Fastify's validator (multipart fields, merged updates): 400 when it fails. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message);
  return result.data;
}
