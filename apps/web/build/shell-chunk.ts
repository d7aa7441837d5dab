import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/** `from` and every module it imports statically. */
function staticReach(ctx: ChunkingContext, from: string) {
  const found = new Set<string>([from]);
  const visit = (id: string) => {
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(from);
  return found;
}

/**
 * One chunk for the app's shell: every module `app` (src/main.tsx, which `boot` asks for once the page
 * is painted) imports statically. Left to itself, the bundler splits them into some thirty small chunks
 * by which screens share each module; every page loads all of them anyway, and gzipped one by one they
 * weigh about 8 KB more than together. Kept out of it:
 * - what `boot` imports (the bundler's preload helper among them) goes to a small chunk of its own
 *   first, so the page does not pull the shell in before it is painted;
 * - `app` itself: it awaits the page's screen, which imports the shell, and a chunk awaiting a chunk
 *   that imports it would never finish.
 */
export function shellChunks({ app, boot }: { app: string; boot: string }): Rolldown.CodeSplittingGroup[] {
  let early: Set<string> | undefined;
  let shell: Set<string> | undefined;
  const earlyOf = (ctx: ChunkingContext) => (early ??= staticReach(ctx, boot));
  const shellOf = (ctx: ChunkingContext) =>
    (shell ??= new Set([...staticReach(ctx, app)].filter((id) => id !== app && !earlyOf(ctx).has(id))));
  return [
    { name: (id, ctx) => (id !== boot && earlyOf(ctx).has(id) ? 'boot' : null), priority: 1 },
    { name: (id, ctx) => (shellOf(ctx).has(id) ? 'shell' : null) },
  ];
}
