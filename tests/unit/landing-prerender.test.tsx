// @vitest-environment node
/**
 * The landing is prerendered at build time (issue 11): it must render in plain Node, with no window, document,
 * cookies or clock, the same way every time, and carry its heading, legal links and placeholders.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/landing.po';
import { messages as ru } from '../../locales/ru/landing.po';
import { LandingPage } from '../../src/features/landing/components/landing-page.tsx';
import { landingData } from './landing-fixture.ts';

const render = (locale: 'ru' | 'en', data: Parameters<typeof LandingPage>[0]['data']) => {
  // Its own instance, as the build's prerender does: nothing may reach for the global i18n.
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'en' ? en : ru } });
  // React separates adjacent text nodes with empty comments; they are not part of the text.
  return renderToString(
    <I18nProvider i18n={i18n}>
      <LandingPage data={data} referral="anna" />
    </I18nProvider>,
  ).replaceAll('<!-- -->', '');
};

describe('landing prerender', () => {
  it('renders without browser globals, deterministically, with placeholders for the data', () => {
    expect(typeof window).toBe('undefined');
    const html = render('ru', null);
    expect(render('ru', null)).toBe(html);
    expect(html).toMatch(/<h1[^>]*>Стань амбассадором бренда<\/h1>/);
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/privacy"');
    // The referral is applied after hydration only, so the HTML does not depend on the visit.
    expect(html).toContain('href="/user/register"');
    expect(html).not.toContain('ref=anna');
    expect(html.match(/data-testid="landing-placeholder"/g)?.length).toBe(4);
    expect(html).toMatch(/10\s000\s₽/);
    expect(html).toContain('152-ФЗ');
  });

  it('shows the Russian variant in roubles and the UAE one in dollars', () => {
    const ruHtml = render('ru', landingData('ru'));
    expect(ruHtml).toContain('Лидер');
    expect(ruHtml).toContain('2 месяца на предыдущем ранге');
    expect(ruHtml).toContain('Модерация занимает до 1 часа, с 9:00 до 18:00 по московскому времени');
    expect(ruHtml).toMatch(/50\s000\s₽/);
    expect(ruHtml).not.toContain('data-testid="landing-placeholder"');
    const enHtml = render('en', landingData('en'));
    expect(enHtml).toMatch(/<h1[^>]*>Become a brand ambassador<\/h1>/);
    expect(enHtml).toContain('Leader');
    expect(enHtml).toContain('2 months at the previous rank');
    // The UAE reader gets the hours in their own zone, not Moscow's.
    expect(enHtml).toMatch(/Moderation takes up to 1 hour, from 10:00\sAM to 7:00\sPM Gulf Standard Time/);
    expect(enHtml).not.toContain('Moscow');
    expect(enHtml).toContain('$550');
    expect(enHtml).toContain('$100');
    expect(enHtml).toContain('Federal Decree-Law No. 45 of 2021');
    expect(enHtml).not.toContain('₽');
  });
});
