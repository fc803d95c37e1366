/**
 * Which catalogs each route file needs and which it loads (decision 085). A file's strings sit in the
 * catalogs whose entries name it as their origin (`#: src/…:line`); a route needs the catalogs of every
 * module it reaches through static imports and import() calls, and loads `messages` (before the first render)
 * plus what it and its layouts pass to `loadCatalogs(…)`, `catalogLoader(…)` / `loadAdminCatalog()`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './import-graph.ts';

const parsed = new Map<string, string[]>();
const localImports = (file: string): string[] => {
  const known = parsed.get(file);
  if (known) return known;
  const found = importsOf(file, { dynamic: true, packages: false });
  parsed.set(file, found);
  return found;
};

/** Every module `start` reaches, itself included (repository paths, local modules only). */
export function reachable(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file) || !existsSync(join(ROOT, file))) continue;
    seen.add(file);
    queue.push(...localImports(file));
  }
  return seen;
}

/** File → its message ids → the catalogs holding each, read from the origins of one locale's catalogs. */
export function catalogsByFile(locale = 'en'): Map<string, Map<string, string[]>> {
  const byFile = new Map<string, Map<string, string[]>>();
  const dir = join(ROOT, 'locales', locale);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.po'))) {
    const catalog = name.replace(/\.po$/, '');
    for (const block of readFileSync(join(dir, name), 'utf8').split(/\n\n+/)) {
      const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block)?.[1];
      if (!id) continue;
      for (const origin of block.matchAll(/^#: (.*)$/gm))
        for (const ref of origin[1]!.split(' ')) {
          const file = ref.replace(/:\d+$/, '');
          const ids = byFile.get(file) ?? new Map<string, string[]>();
          ids.set(id, [...(ids.get(id) ?? []), catalog]);
          byFile.set(file, ids);
        }
    }
  }
  return byFile;
}

/** The catalogs a route file itself asks for. */
export function declaredCatalogs(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const names = [...source.matchAll(/(?:loadCatalogs|catalogLoader)\(([^)]*)\)/g)].flatMap((m) =>
    [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
  );
  return source.includes('loadAdminCatalog()') ? [...names, 'admin'] : names;
}

/** A route file and its layouts, outermost first: `src/routes/_app/user/x.tsx` → root, `_app`, …, itself. */
export function routeChain(file: string): string[] {
  const segments = file
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/');
  const layouts = segments
    .slice(0, -1)
    .map((_, i) => `src/routes/${segments.slice(0, i + 1).join('/')}.tsx`)
    .filter((f) => existsSync(join(ROOT, f)));
  // The entry, the router (its error and not-found pages) and the root layout render on every page.
  return ['src/main.tsx', 'src/router.tsx', 'src/routes/__root.tsx', ...layouts, file];
}

export interface RouteCatalogs {
  file: string;
  /** What the route and its layouts load: `messages` always, then their `loadCatalogs(…)`. */
  loads: string[];
  /** Catalog → `file: id` of the strings the route's modules use that no catalog it loads holds. */
  missing: Map<string, string[]>;
}

export function routeCatalogs(declared = declaredCatalogs): RouteCatalogs[] {
  const byFile = catalogsByFile();
  return sourceFiles('src/routes')
    .filter((file) => !file.endsWith('__root.tsx'))
    .map((file) => {
      const chain = routeChain(file);
      const loads = ['messages', ...new Set(chain.flatMap((f) => declared(f)))];
      const missing = new Map<string, string[]>();
      for (const module of reachable(chain))
        for (const [id, catalogs] of byFile.get(module) ?? [])
          if (!catalogs.some((catalog) => loads.includes(catalog)))
            for (const catalog of catalogs)
              missing.set(catalog, [...(missing.get(catalog) ?? []), `${module}: ${id}`]);
      return { file, loads, missing };
    });
}
