/**
 * Build-time renderer of the sign-in page (SSR bundle, run by scripts/landing-prerender.ts), decision 071:
 * the guest layout and the empty form as the SPA first renders them for a guest, one fragment per locale
 * variant. The SPA replaces it with the same markup once its route has loaded (src/main.tsx).
 */
import { type Messages, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { BRAND_SLOTS } from '#contract/brand.ts';
import type { LandingVariant } from '#contract/landing-html.ts';
import { otherLocale } from '#contract/landing-html.ts';
import { catalogLocale } from '#contract/limits.ts';
import { localizePath } from '#contract/locale.ts';
import { messages as enLanding } from '../../../locales/en/landing.po';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as ruLanding } from '../../../locales/ru/landing.po';
import { messages as ru } from '../../../locales/ru/messages.po';
import { CookieNotice } from '../../components/cookie-notice.tsx';
import { GuestLayout } from '../../components/layouts/guest-layout.tsx';
import { localeRewrite, setAppLocale } from '../../lib/app-locale.ts';
import { applyBrand } from '../../lib/brand.ts';
import { LoginPage } from './components/login-page.tsx';

const CATALOGS: Record<'ru' | 'en', Messages> = { ru: { ...ru, ...ruLanding }, en: { ...en, ...enLanding } };

export interface RenderedPage {
  markup: string;
  lang: string;
  title: string;
}

/**
 * `notice`: with the cookie notice as the SPA renders it for a visitor who has not accepted it yet; its text
 * is the page's largest, so leaving it to the SPA would hold the largest paint until the app has run.
 */
export async function renderLogin(variant: LandingVariant, notice: boolean): Promise<RenderedPage> {
  const lang = catalogLocale(variant.locale);
  const i18n = setupI18n({ locale: lang, messages: { [lang]: CATALOGS[lang] } });
  const domainDefault = variant.prefixed ? otherLocale(variant.locale) : variant.locale;
  setAppLocale(variant.locale, domainDefault);
  // Stand-ins the server fills in (the brand is runtime configuration); the default colour touches no DOM.
  applyBrand(BRAND_SLOTS);
  // A router only for its context: links get their localized hrefs, the language switch its location.
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({
      initialEntries: [localizePath('/user/login', variant.locale, domainDefault)],
    }),
    rewrite: localeRewrite,
  });
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>
        <GuestLayout>
          <LoginPage prerendered />
        </GuestLayout>
        {notice ? <CookieNotice /> : null}
      </RouterContextProvider>
    </I18nProvider>,
  );
  return {
    markup: await new Response(prelude).text(),
    lang,
    title: `${i18n._(msg`Sign in`)} · ${BRAND_SLOTS.name}`,
  };
}
