import type { Messages } from '@lingui/core';
import type { Locale } from '#contract/limits.ts';
import { FEATURE_CATALOGS } from '../../src/lib/catalog-names.ts';
import { activateLocale, loadCatalogs } from '../../src/lib/i18n.ts';

// Every catalog of every locale, compiled by the Lingui Vite plugin (decision 085 split them by feature).
const all = import.meta.glob<Messages>('../../locales/*/*.po', { eager: true, import: 'messages' });

/** One locale's catalogs merged: for tests that render a page outside its route (no loader ran). */
export const allMessages = (locale: 'ru' | 'en'): Messages =>
  Object.assign(
    {},
    ...Object.entries(all)
      .filter(([path]) => path.includes(`/locales/${locale}/`))
      .map(([, messages]) => messages),
  );

/** The app's activateLocale with every feature's catalog, as if each page had been visited. */
export async function activateEveryCatalog(locale: Locale): Promise<void> {
  await activateLocale(locale);
  await loadCatalogs(...FEATURE_CATALOGS);
}
