/**
 * The app's pages as the route tree declares them: every file under src/routes with its
 * `createFileRoute('…')` id, turned into the address it serves. Layouts (an id ending in a pathless
 * `_segment`) and the root are not pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROUTES_DIR = resolve(import.meta.dirname, '../../src/routes');

export interface RouteFile {
  /** Relative to src/routes, e.g. `_app/user/wallet.tsx`. */
  file: string;
  /** The address without locale prefix, e.g. `/user/wallet`, `/` for the landing. */
  path: string;
  source: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

export function routeFiles(): RouteFile[] {
  const pages: RouteFile[] = [];
  for (const full of walk(ROUTES_DIR)) {
    const source = readFileSync(full, 'utf8');
    const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
    if (!id) continue; // __root.tsx
    const segments = id.split('/').filter(Boolean);
    const last = segments.at(-1);
    if (!id.endsWith('/') && last?.startsWith('_')) continue; // a layout
    const path = `/${segments.filter((s) => !s.startsWith('_')).join('/')}`;
    pages.push({ file: relative(ROUTES_DIR, full), path, source });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** A route that only redirects: it throws `redirect(…)` and renders nothing. */
export const isRedirectOnly = (route: RouteFile): boolean =>
  /throw redirect\(/.test(route.source) && !/component:/.test(route.source);
