/**
 * Entry of the guests' landing (landing.html, decision 054): hydrates the prerendered page with only the
 * landing catalog. No router, no query client, no Dexie, tus or sync engine: they stay in the SPA.
 */
import { i18n, type Messages } from '@lingui/core';
import type { PublicConfig } from '#contract/app-config.ts';
import type { LandingData } from '#contract/landing.ts';
import {
  LANDING_DATA_ELEMENT_ID,
  type LandingVariant,
  PUBLIC_CONFIG_ELEMENT_ID,
  VARIANT_ELEMENT_ID,
} from '#contract/landing-html.ts';
import { catalogLocale } from '#contract/limits.ts';
import { domainLocale } from '#contract/locale.ts';
import { setVariantLocale } from '../lib/app-locale.ts';
import { applyBrand, getBrand } from '../lib/brand.ts';
import { whenLoaded, whenSettled } from '../lib/idle.ts';
import { readInlineJson } from '../lib/inline-json.ts';
import { rememberReferral, storedReferral } from '../lib/referral.ts';
import { hydrateIslands, type IslandState } from './islands.tsx';
import './styles.css';

const catalogs: Record<'ru' | 'en', () => Promise<{ messages: Messages }>> = {
  ru: () => import('../../locales/ru/landing.po'),
  en: () => import('../../locales/en/landing.po'),
};

const REF_MAX = 64;
/** The service worker registers this long after load (see boot). */
const SW_DELAY_MS = 4_000;

/** After hydration: the server's data for this locale, the address's referral code and the one kept. */
function load(): IslandState {
  const ref = new URLSearchParams(location.search).get('ref');
  const referral = ref && ref.length <= REF_MAX ? ref : undefined;
  return {
    data: readInlineJson(LANDING_DATA_ELEMENT_ID) as LandingData | null,
    referral,
    // As useReferral does in the SPA: a valid `?ref` is kept (decision 057), else the kept one is used.
    kept: rememberReferral(referral ?? ref) ?? storedReferral(),
  };
}

async function boot(): Promise<void> {
  const variant = readInlineJson(VARIANT_ELEMENT_ID) as LandingVariant;
  const config = readInlineJson(PUBLIC_CONFIG_ELEMENT_ID) as PublicConfig | null;
  // The SPA starts from this copy too (src/lib/public-config.ts).
  if (config) localStorage.setItem('public-config', JSON.stringify(config));
  applyBrand(config?.brand);
  const brand = getBrand();
  const forDomain = config ? domainLocale(location.hostname, config) : 'ru';
  setVariantLocale(variant, forDomain);
  const locale = catalogLocale(variant.locale);
  i18n.loadAndActivate({ locale, messages: (await catalogs[locale]()).messages });

  // Only the islands: the static sections stay the prerendered HTML (decision 082).
  hydrateIslands(i18n, brand, load);

  // Off the critical path. Third-party scripts after load. The service worker (installability, start_url
  // is `/`; the offline shell for later visits) a few seconds later, when idle: installing it precaches the
  // whole app (~1 MB) in the background, which must not compete with a phone's first seconds on the page
  // (measured: +200 ms of blocking time when it ran during the load). The page itself never loads the
  // signed-in chunks (Dexie, tus, sync).
  whenSettled(() => void import('../lib/pwa.ts').then((m) => m.registerServiceWorker()), SW_DELAY_MS);
  const analyticsId = config?.analytics_id;
  if (analyticsId)
    whenLoaded(() => void import('../lib/external-scripts.ts').then((m) => m.loadAnalytics(analyticsId)));
}

void boot();
