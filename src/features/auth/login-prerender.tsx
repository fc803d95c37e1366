/**
 * Build-time renderer of the guests' sign-in page (SSR bundle, run by scripts/landing-prerender.ts),
 * decisions 071 and 100: the standalone page, one fragment per locale variant, with and without the
 * cookie notice. login-entry.tsx hydrates it with the same props.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { prerender } from 'react-dom/static';
import { BRAND_SLOTS } from '#contract/brand.ts';
import type { LandingVariant } from '#contract/landing-html.ts';
import { catalogLocale } from '#contract/limits.ts';
import { messages as enLanding } from '../../../locales/en/landing.po';
import { messages as en } from '../../../locales/en/messages.po';
import { messages as ruLanding } from '../../../locales/ru/landing.po';
import { messages as ru } from '../../../locales/ru/messages.po';
import { setVariantLocale } from '../../lib/app-locale.ts';
import { applyBrand } from '../../lib/brand.ts';
import { StandaloneLogin } from './components/standalone-login.tsx';

const CATALOGS: Record<'ru' | 'en', Messages> = { ru: { ...ru, ...ruLanding }, en: { ...en, ...enLanding } };

export interface RenderedPage {
  markup: string;
  lang: string;
  title: string;
}

/**
 * `notice`: with the cookie notice, for a visitor who has not accepted it yet; its text is the page's
 * largest, so leaving it to the script would hold the largest paint until the script has run.
 */
export async function renderLogin(variant: LandingVariant, notice: boolean): Promise<RenderedPage> {
  const lang = catalogLocale(variant.locale);
  const i18n = setupI18n({ locale: lang, messages: { [lang]: CATALOGS[lang] } });
  // Links read the module-level locale; a domain whose own locale this is not makes them prefixed.
  setVariantLocale(variant, variant.locale);
  // Stand-ins the server fills in (the brand is runtime configuration); the default colour touches no DOM.
  applyBrand(BRAND_SLOTS);
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <StandaloneLogin brand={BRAND_SLOTS} notice={notice} />
    </I18nProvider>,
  );
  return {
    markup: await new Response(prelude).text(),
    lang,
    title: `${i18n._(msg`Sign in`)} · ${BRAND_SLOTS.name}`,
  };
}
