import { i18n, type Messages } from '@lingui/core';
import { catalogLocale, type Locale } from '../../contract/limits.ts';

// Both catalogs are separate chunks; the service worker precaches them so either works offline.
const catalogs: Record<'ru' | 'en', () => Promise<{ messages: Messages }>> = {
  ru: () => import('../../locales/ru/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

/** Loads and activates the catalog for a locale; "by" reuses Russian. */
export async function activateLocale(locale: Locale): Promise<void> {
  const catalog = catalogLocale(locale);
  const { messages } = await catalogs[catalog]();
  i18n.loadAndActivate({ locale: catalog, messages });
  document.documentElement.lang = catalog;
}

export { i18n };
