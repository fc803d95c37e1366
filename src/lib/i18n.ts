import { i18n, type Messages } from '@lingui/core';
import { catalogLocale, type Locale } from '#contract/limits.ts';
import type { CatalogName } from './catalog-names.ts';

// `messages` (the shell, the contract's texts, sign-in) is the only catalog loaded before the first render;
// the others come with the routes that render them (decision 085), so a page downloads its own strings only.

type Catalog = () => Promise<{ messages: Messages }>;
// Every catalog is a chunk of its own, precached by the service worker.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po') as Record<string, Catalog>;
const catalog = (locale: string, name: string): Catalog => {
  const load = catalogs[`../../locales/${locale}/${name}.po`];
  if (!load) throw new Error(`No catalog ${locale}/${name}`);
  return load;
};

/** Catalogs added to the active locale; activating another locale brings them along. */
const loaded = new Set<CatalogName>();

/** Adds catalogs to the active locale (each once); route loaders await it before the page renders. */
export async function loadCatalogs(...names: CatalogName[]): Promise<void> {
  const locale = i18n.locale;
  const missing = names.filter((name) => !loaded.has(name));
  if (missing.length === 0) return;
  const parts = await Promise.all(missing.map((name) => catalog(locale, name)()));
  // The language changed while these loaded: activateLocale did not know them, so load them for it.
  if (i18n.locale !== locale) return loadCatalogs(...names);
  i18n.load(locale, Object.assign({}, ...parts.map((part) => part.messages)));
  for (const name of missing) loaded.add(name);
}

/** A route's loader that adds these catalogs; the app's start reads the names to fetch them early. */
export function catalogLoader(...names: CatalogName[]): (() => Promise<void>) & { catalogs: CatalogName[] } {
  return Object.assign(() => loadCatalogs(...names), { catalogs: names });
}

/**
 * Starts downloading a locale's catalogs without adding them (decision 095): the app's start does it for the
 * first route's catalogs, so the loader, which runs after the guards, finds them already fetched.
 */
export function prefetchCatalogs(locale: Locale, names: readonly CatalogName[]): void {
  const target = catalogLocale(locale);
  for (const name of names) catalog(target, name)().catch(() => {}); // the loader reports a failure
}

/** Adds the staff area's messages to the active locale (once); `/_admin` awaits it before rendering. */
export const loadAdminCatalog = (): Promise<void> => loadCatalogs('admin');

/** Loads and activates a locale's `messages` and every catalog already loaded; "by" reuses Russian. */
export async function activateLocale(locale: Locale): Promise<void> {
  const target = catalogLocale(locale);
  const names = ['messages', ...loaded];
  const parts = await Promise.all(names.map((name) => catalog(target, name)()));
  i18n.loadAndActivate({ locale: target, messages: Object.assign({}, ...parts.map((p) => p.messages)) });
  document.documentElement.lang = target;
}

export { i18n };
