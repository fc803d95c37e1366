/**
 * What a blogger sees on a 390 px phone in either language: every tab label fits the tab bar, and date
 * fields are written the app's way even when the browser speaks the other language (a native date input
 * would follow the browser).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const BLOGGER = 'ambassador@demo.local';
const PHONE = { width: 390, height: 844 };
const app = openApp({ pagePerTest: false });

const languages = [
  {
    name: 'Russian',
    base: () => app.server.url,
    browser: 'en-US',
    tabs: ['Профиль', 'Размещения', 'Доход', 'Кошелёк', 'Команда', 'Ещё'],
    labels: { from: 'С', to: 'По', start: 'Дата начала', create: 'Новое размещение' },
    dates: {
      december1: '01.12.2026',
      december31: '31.12.2026',
      december5: '05.12.2026',
      notADate: '31.02.2026',
    },
    pattern: 'ДД.ММ.ГГГГ',
    badDate: 'Введите дату в формате ДД.ММ.ГГГГ',
  },
  {
    name: 'English',
    base: () => app.server.enUrl,
    browser: 'ru-RU',
    tabs: ['Profile', 'Placements', 'Income', 'Wallet', 'Team', 'More'],
    labels: { from: 'From', to: 'To', start: 'Start date', create: 'New placement' },
    dates: {
      // The UAE writes days first, like Russian (docs/decisions/065-uae-market.md).
      december1: '01/12/2026',
      december31: '31/12/2026',
      december5: '05/12/2026',
      notADate: '31/02/2026',
    },
    pattern: 'DD/MM/YYYY',
    badDate: 'Enter the date as DD/MM/YYYY',
  },
] as const;

/** A phone whose browser language is `browser`, signed in as the demo blogger. */
async function bloggerPhone(base: string, browser: string): Promise<Page> {
  const page = await app.newPage([base], { viewport: PHONE, locale: browser });
  await signInUi(page, base, BLOGGER, DEMO_PASSWORD);
  return page;
}

describe.each(languages)('$name app in a $browser browser', (l) => {
  // One sign-in per language, not one per test: each sign-in counts against the per-address limit.
  let page: Page;
  beforeAll(async () => {
    page = await bloggerPhone(l.base(), l.browser);
  });

  it('fits every tab label into the tab bar at 390 px', async () => {
    await page.goto(`${l.base()}/user/placements`);
    const tabs = page.locator('.tab-bar .tab-bar__item');
    await expect.poll(() => tabs.allTextContents()).toEqual(l.tabs);
    const clipped = await tabs.evaluateAll((items) =>
      items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
    );
    expect(clipped).toEqual([]);
  });

  it('shows the filter period in the app language and takes digits typed on a phone keypad', async () => {
    await page.goto(`${l.base()}/user/placements?from=2026-12-01&to=2026-12-31`);
    const from = page.getByRole('textbox', { name: l.labels.from, exact: true });
    await expect.poll(() => from.inputValue()).toBe(l.dates.december1);
    expect(await page.getByRole('textbox', { name: l.labels.to, exact: true }).inputValue()).toBe(
      l.dates.december31,
    );

    await from.fill('');
    // Digits only, as a numeric keypad types them: the field adds the separators.
    await from.pressSequentially(l.dates.december5.replace(/\D/g, ''));
    expect(await from.inputValue()).toBe(l.dates.december5);
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-12-05');
  });

  it('takes the dates of a new placement in the app language and says when one is not a date', async () => {
    await page.goto(`${l.base()}/user/placements`);
    await page.getByRole('button', { name: l.labels.create }).click();
    const start = page.getByRole('textbox', { name: l.labels.start, exact: true });
    expect(await start.getAttribute('placeholder')).toBe(l.pattern);
    // The native picker next to the text holds what the form has: nothing for a date that does not exist.
    const picked = page.locator('form.draft-editor .date-input__picker').first();

    await start.pressSequentially(l.dates.notADate);
    await start.blur();
    await page.getByText(l.badDate).waitFor();
    expect(await picked.inputValue()).toBe('');

    await start.fill('');
    await start.pressSequentially(l.dates.december5);
    expect(await start.inputValue()).toBe(l.dates.december5);
    expect(await picked.inputValue()).toBe('2026-12-05');
    await start.blur();
    expect(await page.getByText(l.badDate).count()).toBe(0);
  });
});
