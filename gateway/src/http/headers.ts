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
 * GraphiQL (GET /graphql from a browser), served by the gateway itself (graphiql.ts): its code, styles and the
 * editor's workers are files of this origin, its fonts and icons data: URLs inside its stylesheet, and its page
 * has no inline script (the options are a JSON data block). Styles allow 'unsafe-inline' as the app's do: the
 * editor (Monaco) writes <style> elements and style attributes as it renders (over a thousand refusals without).
 */
export const graphiqlPolicy = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'worker-src': "'self'",
  'connect-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'font-src': "'self' data:",
  'img-src': "'self' data:",
  ...lockedDown,
});
