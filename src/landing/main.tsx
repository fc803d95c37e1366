/**
 * Entry of the guests' landing (landing.html, decision 054): hydrates the prerendered page with only the
 * landing catalog. No router, no query client, no Dexie, tus or sync engine: they stay in the SPA.
 */
import { i18n, type Messages } from '@lingui/core';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PublicConfig } from '../../contract/app-config.ts';
import type { LandingData } from '../../contract/landing.ts';
import {
  LANDING_DATA_ELEMENT_ID,
  type LandingVariant,
  otherLocale,
  PUBLIC_CONFIG_ELEMENT_ID,
  VARIANT_ELEMENT_ID,
} from '../../contract/landing-html.ts';
import { catalogLocale } from '../../contract/limits.ts';
import { domainLocale } from '../../contract/locale.ts';
import { setAppLocale } from '../lib/app-locale.ts';
import { readInlineJson } from '../lib/inline-json.ts';
import { LandingApp } from './landing-app.tsx';
import '../styles.css';

const catalogs: Record<'ru' | 'en', () => Promise<{ messages: Messages }>> = {
  ru: () => import('../../locales/ru/landing.po'),
  en: () => import('../../locales/en/landing.po'),
};

const REF_MAX = 64;

/** After hydration: the server's data for this locale and the referral code of the address. */
function load(): { data: LandingData | null; referral?: string } {
  const ref = new URLSearchParams(location.search).get('ref');
  return {
    data: readInlineJson(LANDING_DATA_ELEMENT_ID) as LandingData | null,
    referral: ref && ref.length <= REF_MAX ? ref : undefined,
  };
}

async function boot(): Promise<void> {
  const variant = readInlineJson(VARIANT_ELEMENT_ID) as LandingVariant;
  const config = readInlineJson(PUBLIC_CONFIG_ELEMENT_ID) as PublicConfig | null;
  // The SPA starts from this copy too (src/lib/public-config.ts).
  if (config) localStorage.setItem('public-config', JSON.stringify(config));
  const forDomain = config ? domainLocale(location.hostname, config) : 'ru';
  // Hydrate exactly the variant the server picked; the domain default only matters to the language switch.
  const domainDefault = variant.prefixed
    ? forDomain === variant.locale
      ? otherLocale(variant.locale)
      : forDomain
    : variant.locale;
  setAppLocale(variant.locale, domainDefault);
  const locale = catalogLocale(variant.locale);
  i18n.loadAndActivate({ locale, messages: (await catalogs[locale]()).messages });

  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <LandingApp i18n={i18n} load={load} />
    </StrictMode>,
  );

  // Off the critical path, after the page has loaded: the service worker (installability; the offline
  // shell for later visits, start_url is `/`) and third-party scripts. The worker precaches the app in the
  // background for offline use; the page itself never loads the signed-in chunks (Dexie, tus, sync).
  const afterLoad = () => {
    void import('../lib/pwa.ts').then((m) => m.registerServiceWorker());
    if (config?.analytics_id) {
      const analyticsId = config.analytics_id;
      void import('../lib/external-scripts.ts').then((m) => m.loadAnalytics(analyticsId));
    }
  };
  // The catalog import above may have outlasted the load event.
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

void boot();
