import type { Rolldown } from 'vite';

/**
 * One chunk for a first screen (its route modules, MUI's parts, Formik, small helpers), instead of the two dozen
 * tiny chunks automatic splitting makes of it, each a request with its headers: `screens` (web/… paths of route
 * modules) and what they import statically, less what `base` (the app's start, its own chunk) already brings.
 */
export function firstScreenChunk({ name, screens, base }: { name: string; screens: string[]; base: string[] }): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  const suffix = (id: string) => id.replace(/\\/g, '/');
  return {
    name: (id, ctx) => {
      if (!members) {
        const ids = [...moduleIds(ctx, id)];
        const find = (path: string) => ids.find((candidate) => suffix(candidate).endsWith(`/web/${path}`));
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const stack = roots.map(find).filter((root): root is string => Boolean(root));
          while (stack.length) {
            const next = stack.pop()!;
            if (seen.has(next)) continue;
            seen.add(next);
            stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
          }
          return seen;
        };
        const already = closure(base);
        members = new Set([...closure(screens)].filter((member) => !already.has(member)));
      }
      return members.has(id) ? name : null;
    },
  };
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
