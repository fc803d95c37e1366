/**
 * Build-time renderer of the landing (SSR bundle, run by scripts/landing-prerender.ts): React's own
 * `react-dom/static` prerender, one HTML fragment per variant, with the props the client hydrates with.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { prerender } from 'react-dom/static';
import { BRAND_SLOTS } from '#contract/brand-colors.ts';
import type { LandingVariant } from '#contract/landing-html.ts';
import { catalogLocale } from '#contract/limits.ts';
import { messages as en } from '../../locales/en/landing.po';
import { messages as ru } from '../../locales/ru/landing.po';
import { setVariantLocale } from '../lib/app-locale.ts';
import { LandingApp } from './landing-app.tsx';

const CATALOGS: Record<'ru' | 'en', Messages> = { ru, en };

export interface RenderedLanding {
  markup: string;
  lang: string;
  title: string;
  description: string;
}

export async function renderLanding(variant: LandingVariant): Promise<RenderedLanding> {
  const lang = catalogLocale(variant.locale);
  const i18n = setupI18n({ locale: lang, messages: { [lang]: CATALOGS[lang] } });
  // Links (localHref) read the module-level locale, so variants render one after another.
  setVariantLocale(variant, variant.locale);
  const { prelude } = await prerender(<LandingApp i18n={i18n} brand={BRAND_SLOTS} />);
  return {
    markup: await new Response(prelude).text(),
    lang,
    title: `${i18n._(msg`Become a brand ambassador`)} · ${BRAND_SLOTS.name}`,
    description: i18n._(
      msg`Become an ambassador of a fitness-subscription brand: promocodes, a referral link, a team, ranks and payouts.`,
    ),
  };
}
