import type { Plugin, PluginOption } from 'vite';
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
}

/**
 * Ends the request waterfall and the blank screen: each page's HTML carries `modulepreload` links for the chunks
 * of the route it will render (and everything they import), so the browser fetches them beside the entry
 * instead of after it has run, and #root paints at once: the real screen, prerendered (/login, /register), or a
 * static frame.
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
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!.replace(/\\/g, '/'), chunk]));
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
        const files = new Set<string>();
        for (const module of page.modules) {
          const chunk = [...byModule.entries()].find(([id]) => id.endsWith(`/web/${module}`))?.[1];
          if (!chunk) throw new Error(`aula-route-pages: no chunk for ${module}`);
          collect(chunk.fileName, files);
        }
        const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        // A prerendered screen is marked for main.tsx, which keeps it until the app has rendered the same route.
        const screen = page.prerender ? prerendering!.prerender(page.prerender) : { html: page.frame ?? '', styles: '' };
        const rootTag = page.prerender ? '<div id="root" data-prerendered>' : '<div id="root">';
        const source = html
          .replace('</head>', () => `  ${links}\n  ${screen.styles}\n  </head>`)
          .replace('<div id="root"></div>', () => `${rootTag}${screen.html}</div>`);
        if (page.file === 'index.html') template.source = source;
        else this.emitFile({ type: 'asset', fileName: page.file, source });
      }
      await prerendering?.dispose();
    },
  };
}
