/**
 * Route-level preloading for the SPA shell: the requested page's own chunks (its layout's and its route's
 * code-split component) and its language's main catalog are announced in the HTML, so the browser fetches them
 * alongside the entry instead of one after another once the entry has run.
 */
import type { CatalogLocale } from '#contract/limits.ts';
import { splitLocalePrefix } from '#contract/routes.ts';

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

const LAYOUTS = ['_guest', '_app', '_admin'] as const;
const split = (module: string) => `${module}?tsr-split=component`;

/** The manifest keys of a page's layout and route components, or none for a path no route file has. */
export function pageModules(manifest: BuildManifest, pathname: string): string[] {
  const path = splitLocalePrefix(pathname).path.replace(/\/+$/, '');
  for (const layout of LAYOUTS) {
    const route = [`src/routes/${layout}${path}.tsx`, `src/routes/${layout}${path}/index.tsx`]
      .map(split)
      .find((key) => key in manifest);
    if (route) return [split(`src/routes/${layout}.tsx`), route].filter((key) => key in manifest);
  }
  return [];
}

/** `<link rel="modulepreload">` tags for what the page needs beyond what the entry already preloads. */
export function shellPreloads(manifest: BuildManifest, pathname: string, catalog: CatalogLocale): string {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(['index.html']);
  // The page's own catalogs (decision 085) come with its route's loader, once the entry runs.
  const wanted = closure([`locales/${catalog}/messages.po`, ...pageModules(manifest, pathname)]);
  return [...wanted]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join('');
}
