import { i18n, type Messages } from '@lingui/core';
import { catalogLocale, type Locale } from '#contract/limits.ts';

type Catalog = () => Promise<{ messages: Messages }>;

// Catalogs are split per area (decision 055): the SPA needs the app's and the landing's (it renders the
// landing too), the landing entry only its own. All are separate chunks, precached by the service worker.
const catalogs: Record<'ru' | 'en', Catalog[]> = {
  ru: [() => import('../../locales/ru/messages.po'), () => import('../../locales/ru/landing.po')],
  en: [() => import('../../locales/en/messages.po'), () => import('../../locales/en/landing.po')],
};

// The staff area's catalog (decision 082): most visitors never open it, so it loads with the first staff route.
const adminCatalogs: Record<'ru' | 'en', Catalog> = {
  ru: () => import('../../locales/ru/admin.po'),
  en: () => import('../../locales/en/admin.po'),
};
/** The locale whose staff messages are loaded; later activations of a locale bring them along. */
let adminLoadedFor: string | null = null;

/** Adds the staff area's messages to the active locale (once); `/_admin` awaits it before rendering. */
export async function loadAdminCatalog(): Promise<void> {
  const locale = i18n.locale as 'ru' | 'en';
  if (adminLoadedFor === locale) return;
  const { messages } = await adminCatalogs[locale]();
  i18n.load(locale, messages);
  adminLoadedFor = locale;
}

/** Loads and activates the catalogs for a locale; "by" reuses Russian. */
export async function activateLocale(locale: Locale): Promise<void> {
  const catalog = catalogLocale(locale);
  const loads = adminLoadedFor ? [...catalogs[catalog], adminCatalogs[catalog]] : catalogs[catalog];
  const parts = await Promise.all(loads.map((load) => load()));
  if (adminLoadedFor) adminLoadedFor = catalog;
  i18n.loadAndActivate({ locale: catalog, messages: Object.assign({}, ...parts.map((p) => p.messages)) });
  document.documentElement.lang = catalog;
}

export { i18n };
