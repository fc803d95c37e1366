/**
 * Entry of the guests' sign-in page (login.html, decision 100): hydrates the prerendered page with React, the
 * form and the two catalogs it uses. No router, no query client, no route tree: the app loads once the
 * visitor is signed in, or follows a link.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type LandingVariant, VARIANT_ELEMENT_ID } from '#contract/landing-html.ts';
import { catalogLocale } from '#contract/limits.ts';
import { domainLocale } from '#contract/locale.ts';
import { Toaster } from '../../components/toaster.tsx';
import { setVariantLocale } from '../../lib/app-locale.ts';
import { applyBrand, getBrand } from '../../lib/brand.ts';
import { AFTER_LOAD_MS, whenSettled } from '../../lib/idle.ts';
import { readInlineJson } from '../../lib/inline-json.ts';
import { markPageReady } from '../../lib/page-ready.ts';
import { loadPublicConfig } from '../../lib/public-config.ts';
import { StandaloneLogin } from './components/standalone-login.tsx';
import './login-styles.css';

const catalogs = {
  ru: () =>
    Promise.all([import('../../../locales/ru/messages.po'), import('../../../locales/ru/landing.po')]),
  en: () =>
    Promise.all([import('../../../locales/en/messages.po'), import('../../../locales/en/landing.po')]),
};

/** `<html data-ready>` once the page answers input (browser tests wait for it). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => markPageReady(true), []);
  return children;
}

async function boot(): Promise<void> {
  const variant = readInlineJson(VARIANT_ELEMENT_ID) as LandingVariant;
  const config = await loadPublicConfig();
  applyBrand(config.brand);
  const forDomain = domainLocale(location.hostname, config);
  setVariantLocale(variant, forDomain);
  const locale = catalogLocale(variant.locale);
  const [main, landing] = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: { ...main.messages, ...landing.messages } });

  const root = document.getElementById('root')!;
  const notice = root.querySelector('[data-testid="cookie-notice"]') !== null;
  // In a transition the hydration is time-sliced, as the landing's islands are (decision 095): the form is
  // already on screen and usable, so nothing waits for it.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <Hydrated>
            <StandaloneLogin brand={getBrand()} notice={notice} />
          </Hydrated>
        </I18nProvider>
      </StrictMode>,
    );
  });
  // Errors the form does not show at a field (no connection, the server's) are toasts, as in the app.
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <I18nProvider i18n={i18n}>
      <Toaster />
    </I18nProvider>,
  );

  whenSettled(() => void import('../../lib/pwa.ts').then((m) => m.registerServiceWorker()), AFTER_LOAD_MS);
  whenSettled(
    () => void import('../../lib/external-scripts.ts').then((m) => m.loadPageScripts(config, forDomain)),
    AFTER_LOAD_MS,
  );
}

void boot();
