import { createHash } from 'node:crypto';

/** On every response of the gateway (http.ts): no MIME sniffing, no framing, no full URL sent to other sites. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

const lockedDown = { 'object-src': "'none'", 'base-uri': "'self'", 'form-action': "'self'", 'frame-ancestors': "'none'" };

/**
 * The policy of the web app, and the default for every response: its scripts are Vite's files, never inline.
 * MUI's styles (emotion) are <style> elements written at run time, hence 'unsafe-inline' for styles only;
 * pictures can be previews (data:, blob:) before upload.
 */
export const appPolicy = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'connect-src': "'self'",
  ...lockedDown,
});

/** Stored images, should one ever be opened as a page: nothing in it may run or load. */
export const storagePolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * GraphiQL as yoga renders it: its code, styles and editor workers come from unpkg.com (the one outside host
 * allowed, as long as yoga loads GraphiQL from there rather than the gateway serving it) and it starts from two
 * inline scripts, allowed by their hashes so nothing else inline runs.
 */
export function graphiqlPolicy(html: string) {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
  return policy({
    'default-src': "'self'",
    'script-src': ['https://unpkg.com', ...hashes].join(' '),
    // The editor's workers are fetched from unpkg.com and started from blob: URLs.
    'worker-src': 'blob:',
    'connect-src': "'self' https://unpkg.com",
    'style-src': "'self' 'unsafe-inline' https://unpkg.com",
    'font-src': "'self' data: https://unpkg.com",
    'img-src': "'self' data:",
    ...lockedDown,
  });
}
