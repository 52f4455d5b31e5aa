import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';

export type Prerender = (path: string) => { html: string; styles: string };

/**
 * Builds build/prerenderEntry.tsx for Node (a Vite SSR build with the app's own source transforms, into a
 * temporary directory under web/node_modules, where Node finds the packages it imports) and loads it: the build
 * then renders the anonymous screens with react-dom/server.
 */
export async function loadPrerender(root: string, plugins: PluginOption[]): Promise<{ prerender: Prerender; dispose(): Promise<void> }> {
  const cacheDir = join(root, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(join(cacheDir, 'aula-prerender-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins,
    build: {
      ssr: 'build/prerenderEntry.tsx',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const entry = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as { prerender: Prerender };
  return { prerender: entry.prerender, dispose: () => rm(outDir, { recursive: true, force: true }) };
}
