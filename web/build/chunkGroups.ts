import type { Rolldown } from 'vite';

/**
 * The modules source modules (web/… paths, or node_modules/… for a package's own) import statically, themselves
 * included, as ids of the module graph.
 */
export type Closure = (paths: string[]) => Set<string>;

/**
 * One chunk for the modules `pick` chooses from the static closures of source modules: for a first screen its
 * route modules, MUI's parts, Formik and small helpers come as one request instead of the two dozen tiny chunks
 * automatic splitting makes of them, each a request with its headers.
 */
export function screenChunk(name: string, pick: (closure: Closure) => Set<string>, priority = 0): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    priority,
    name: (id, ctx) => {
      if (!members) {
        const ids = [...moduleIds(ctx, id)];
        // A web/… path, or a package's module as node_modules/… (wherever the package is installed).
        const find = (path: string) =>
          ids.find((candidate) => candidate.replace(/\\/g, '/').endsWith(path.startsWith('node_modules/') ? `/${path}` : `/web/${path}`));
        members = pick((roots) => {
          const seen = new Set<string>();
          const stack = roots.map(find).filter((root): root is string => Boolean(root));
          while (stack.length) {
            const next = stack.pop()!;
            if (seen.has(next)) continue;
            seen.add(next);
            stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
          }
          return seen;
        });
      }
      return members.has(id) ? name : null;
    },
  };
}

/** What is in `set` and not in any of `others`. */
export const without = (set: Set<string>, ...others: Set<string>[]) => new Set([...set].filter((id) => !others.some((other) => other.has(id))));

/** What is in both. */
export const shared = (a: Set<string>, b: Set<string>) => new Set([...a].filter((id) => b.has(id)));

/**
 * Exactly these modules (web/… paths, and ids matching `also`) as one chunk, taken before any first screen's group
 * would take them in as its dependencies (give it a higher `priority`).
 */
export function modulesChunk({
  name,
  modules,
  also,
  priority,
}: {
  name: string;
  modules: string[];
  also?: RegExp;
  priority: number;
}): Rolldown.CodeSplittingGroup {
  const wanted = modules.map((path) => `/web/${path}`);
  return { name, priority, test: (id) => Boolean(also?.test(id)) || wanted.some((path) => id.replace(/\\/g, '/').endsWith(path)) };
}

/** Every module id of the graph, walked from one of them through importers and imports. */
function moduleIds(ctx: Rolldown.ChunkingContext, start: string) {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const info = ctx.getModuleInfo(next);
    if (info) stack.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return seen;
}
