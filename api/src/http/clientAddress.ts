import rateLimit from '@fastify/rate-limit';

/**
 * A client address as the limits count it, the way @fastify/rate-limit keys its own buckets (its `normalizeIP`,
 * documented but missing from its types): an IPv6 customer is handed a whole /64 (2^64 addresses), which counts as
 * one address, and an IPv4 address written as IPv6 counts as that IPv4 address.
 */
export const addressKey = (rateLimit as unknown as { normalizeIP(ip: string): string }).normalizeIP;
