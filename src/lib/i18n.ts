import { i18n, type Messages } from '@lingui/core';
import { catalogLocale, type Locale } from '#contract/limits.ts';

type Catalog = () => Promise<{ messages: Messages }>;

// Catalogs are split per area (decision 055): the SPA needs the app's and the landing's (it renders the
// landing too), the landing entry only its own. All are separate chunks, precached by the service worker.
const catalogs: Record<'ru' | 'en', Catalog[]> = {
  ru: [() => import('../../locales/ru/messages.po'), () => import('../../locales/ru/landing.po')],
  en: [() => import('../../locales/en/messages.po'), () => import('../../locales/en/landing.po')],
};

/** Loads and activates the catalogs for a locale; "by" reuses Russian. */
export async function activateLocale(locale: Locale): Promise<void> {
  const catalog = catalogLocale(locale);
  const parts = await Promise.all(catalogs[catalog].map((load) => load()));
  i18n.loadAndActivate({ locale: catalog, messages: Object.assign({}, ...parts.map((p) => p.messages)) });
  document.documentElement.lang = catalog;
}

export { i18n };
