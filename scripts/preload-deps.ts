/**
 * Vite plugin and `build.modulePreload.resolveDependencies`: a dynamic import preloads only the chunks its
 * importer has not already loaded. Vite lists every chunk the imported module needs, including those the
 * importing chunk itself imports statically, which are already evaluated when its `import()` runs. Vite's
 * preload helper resolves a URL and appends a `<link rel="modulepreload">` for each listed chunk the page
 * has no link for; the prerendered sign-in page has none (decision 071), so starting its route's code cost
 * ~140 ms of the first load's main thread at Lighthouse's 4× CPU for 28 chunks, 20 of them the entry's own
 * (decision 096).
 */
import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: string[] }>;

export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], ctx: { hostId: string }) => string[];
} {
  let bundle: Bundle = {};
  const loaded = new Map<string, Set<string>>();
  /** The host chunk and everything it imports statically, transitively. */
  const closureOf = (host: string): Set<string> => {
    const cached = loaded.get(host);
    if (cached) return cached;
    const set = new Set<string>();
    const visit = (file: string) => {
      if (set.has(file)) return;
      set.add(file);
      for (const next of bundle[file]?.imports ?? []) visit(next);
    };
    visit(host);
    loaded.set(host, set);
    return set;
  };
  return {
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      // Before Vite's own generateBundle, which calls resolveDependencies while it rewrites the imports.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
          loaded.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const already = closureOf(hostId);
      return deps.filter((dep) => !already.has(dep));
    },
  };
}
