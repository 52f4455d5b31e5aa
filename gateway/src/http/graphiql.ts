import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { css, editorWorkerService, favicon, graphqlWorker, js, jsonWorker } from '@graphql-yoga/render-graphiql/graphiql';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';
import { errorBody, httpError } from '../graphql/errors.js';

/**
 * GraphiQL served by the gateway itself, so it works without internet access, where CDNs are blocked and under a
 * self-only Content-Security-Policy (headers.ts). The code is @graphql-yoga/render-graphiql's bundle (GraphiQL,
 * React, the Monaco editor, its fonts as data: URLs), which its own renderer inlines into a 9 MB page for every
 * request; here each part is a file of its own under /graphiql/, named by its hash, cached for a year and
 * compressed once (8.9 MB, 2.4 MB gzipped); the page itself is 2 KB with no inline script.
 */
const gzipped = promisify(gzip);
const prefix = '/graphiql/';

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  gzip?: Promise<Buffer>;
}

function asset(name: string, extension: string, type: string, body: Buffer): Asset {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return { path: `${prefix}${name}-${hash}.${extension}`, type, body };
}

const javascript = 'text/javascript; charset=utf-8';
const script = (name: string, code: string) => asset(name, 'js', javascript, Buffer.from(code));

// Monaco starts each language's worker from getWorkerUrl: these files instead of the renderer's blob: URLs.
const workers = {
  editorWorkerService: script('editor.worker', editorWorkerService),
  json: script('json.worker', jsonWorker),
  graphql: script('graphql.worker', graphqlWorker),
};

/** Starts GraphiQL with the options the page carries as JSON (a data block, which no policy has to allow). */
const start = script(
  'start',
  `(function () {
  var workers = ${JSON.stringify(Object.fromEntries(Object.entries(workers).map(([label, { path }]) => [label, path])))};
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (_moduleId, label) { return workers[label]; } };
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`,
);

const [faviconType, faviconData] = /^data:([^;]+);base64,(.*)$/s.exec(favicon)!.slice(1) as [string, string];

const assets = {
  css: asset('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(css)),
  js: script('graphiql', js),
  start,
  favicon: asset('favicon', 'ico', faviconType, Buffer.from(faviconData, 'base64')),
  ...workers,
};
const byPath = new Map(Object.values(assets).map((file) => [file.path, file]));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for yoga's `renderGraphiQL`: a title, the files above and the options; nothing inline runs. */
export function renderGraphiQL(options: GraphiQLOptions = {}): string {
  // `<` escaped, so no value can close the data block.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${assets.favicon.path}" />
    <link rel="stylesheet" href="${assets.css.path}" />
    <script type="application/json" id="graphiql-options">${json}</script>
    <script src="${assets.js.path}" defer></script>
    <script src="${assets.start.path}" defer></script>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * Answers GET /graphiql/<name>-<hash>.<ext>: immutable, gzip-compressed (once, on first request) when accepted.
 * Any other file there is a 404 (a page of an older build asking for its files), not the web app's index.html.
 */
export function useGraphiQLAssets(): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(prefix) || !['GET', 'HEAD'].includes(request.method)) return;
      const file = byPath.get(url.pathname);
      if (!file) {
        endResponse(new fetchAPI.Response(errorBody(httpError(404)), { status: 404, headers: { 'content-type': 'application/json' } }));
        return;
      }
      const compress = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
      const body = compress ? await (file.gzip ??= gzipped(file.body)) : file.body;
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
          headers: {
            'content-type': file.type,
            'content-length': String(body.length),
            'cache-control': 'public, max-age=31536000, immutable',
            vary: 'accept-encoding',
            ...(compress && { 'content-encoding': 'gzip' }),
          },
        }),
      );
    },
  };
}
