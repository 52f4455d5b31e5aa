import type { Plugin, PluginOption } from 'vite';
import { patternSource } from '../src/routes/paths';
import { loadPrerender } from './prerender';

/** A page the build writes beside index.html: the screens it renders first, and what is painted before them. */
export interface RoutePage {
  /** The HTML file (`login.html` is what the gateway sends for /login; index.html for every other route). */
  file: string;
  /** Source modules (relative to web/) of the route's first screen: their chunks are preloaded. */
  modules: string[];
  /** Static markup put in #root, painted before any script has run (React replaces it on its first render). */
  frame?: string;
  /** Instead of a frame: the route whose screen is rendered into #root at build time, with its critical CSS. */
  prerender?: string;
  /**
   * Other routes this page is sent for, each with its own first screen: their chunks are preloaded (beside the
   * page's own) when the address matches the route's pattern (`/assignment/solve/:assignmentId`).
   */
  routes?: Array<{ path: string; modules: string[] }>;
}

/**
 * Ends the request waterfall and the blank screen: each page's HTML carries `modulepreload` links for the chunks
 * of the route it will render (and everything they import), so the browser fetches them side by side (once the
 * page has painted, main.tsx) instead of one after the other as each runs; and #root paints at once: the real
 * screen, prerendered (/login, /register), or a static frame.
 */
export function routePages(pages: RoutePage[], { root, plugins }: { root: string; plugins: PluginOption[] }): Plugin {
  return {
    name: 'aula-route-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const template = bundle['index.html'];
      if (template?.type !== 'asset') throw new Error('aula-route-pages: index.html is not in the bundle');
      const html = String(template.source);
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // A module's chunk: the one it is the facade of, or else (grouped, vite.config.ts) the one holding it.
      const chunkOf = (module: string) => {
        const isIt = (id: string | null) => id?.replace(/\\/g, '/').endsWith(`/web/${module}`);
        return chunks.find((chunk) => isIt(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.moduleIds.some(isIt));
      };
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What index.html already loads: the entry and its static imports.
      const loaded = new Set<string>();
      const entry = chunks.find((chunk) => chunk.isEntry);
      const collect = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || loaded.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
      };
      if (entry) collect(entry.fileName, loaded);
      const prerendering = pages.some((page) => page.prerender) ? await loadPrerender(root, plugins) : undefined;
      for (const page of pages) {
        const chunksOf = (modules: string[], into: Set<string>) => {
          for (const module of modules) {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`aula-route-pages: no chunk for ${module}`);
            collect(chunk.fileName, into);
          }
          return into;
        };
        const linksTo = (files: Set<string>) => [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        const files = chunksOf(page.modules, new Set());
        const links = linksTo(files);
        const routeLinks = (page.routes ?? []).map(({ path, modules }) => {
          const own = new Set([...chunksOf(modules, new Set())].filter((file) => !files.has(file)));
          return `\n    <template data-preloads-for="${patternSource(path)}">\n    ${linksTo(own)}\n    </template>`;
        });
        const screen = page.prerender ? prerendering!.prerender(page.prerender) : { html: page.frame ?? '', styles: '' };
        // Marked for main.tsx, which keeps what the page arrived with until the app has rendered the first screen.
        const rootTag = '<div id="root" data-prerendered>';
        // The centred card would paint half parsed and move as the rest arrives: rendering waits until the parser
        // has reached the (empty) mark after #root.
        const blocking = page.prerender ? '<link rel="expect" href="#prerendered-end" blocking="render">\n    ' : '';
        const end = page.prerender ? '<template id="prerendered-end"></template>' : '';
        const source = html
          .replace('</head>', () => `  ${blocking}${screen.styles}\n  </head>`)
          // Inert in a template until main.tsx adds them to the document after the first paint: the chunks are
          // fetched side by side then, and their compiling never holds the page's first paint.
          .replace('</body>', () => `  <template id="preloads">\n    ${links}\n    </template>${routeLinks.join('')}\n  </body>`)
          .replace('<div id="root"></div>', () => `${rootTag}${screen.html}</div>${end}`);
        if (page.file === 'index.html') template.source = source;
        else this.emitFile({ type: 'asset', fileName: page.file, source });
      }
      await prerendering?.dispose();
    },
  };
}
