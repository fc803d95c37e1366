/**
 * The income page in the browser, in Russian (RUB) and English (USD): the month summary, the chart canvas,
 * a history line with its rule and reason, the filters kept in the URL; and chart.js only in the income
 * page's own lazy chunk.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Currency } from '#contract/money.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { createUser } from '../helpers/api-app.ts';
import { openApp } from '../helpers/app.ts';
import { skipOnboarding, withWriter } from '../helpers/e2e-writer.ts';
import { incomeFixture } from '../helpers/income-fixture.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const root = resolve(import.meta.dirname, '../..');
const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;
/** Two cores shared with other work: the chart chunk may take a few seconds to parse and draw. */
const SLOW = { timeout: 15_000, interval: 100 };

const seed = (tag: string, currency: Currency) =>
  withWriter(app.server, async (writer) => {
    const fixture = await incomeFixture(writer, tag, currency);
    await skipOnboarding(writer, fixture.seller.id);
    return fixture;
  });

/** The chart has drawn something: some pixel of its canvas is not transparent. */
const drawn = (page: Page) =>
  page.getByTestId('income-chart').evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    return pixels.some((v, i) => i % 4 === 3 && v > 0);
  });

const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
/** The page writes money by the one rule (decision 064): whole amounts, as these are, without a fraction. */
const money = (locale: string, minor: number, currency: Currency) =>
  text(formatMoney(locale, minor, currency));

const CASES = [
  { locale: 'ru', currency: 'RUB' as const, rule: 'базовая ставка', held: 'Удержано: 1 из 2 интеграций' },
  { locale: 'en', currency: 'USD' as const, rule: 'standard rate', held: 'Held: 1 of 2 integrations' },
];

describe('income page', () => {
  for (const c of CASES) {
    it(`shows the month, the chart and the history with its rules (${c.locale}, ${c.currency})`, async () => {
      const f = await seed(`${c.locale}${process.pid}`, c.currency);
      const base = c.locale === 'en' ? app.server.enUrl : app.server.url;
      const { page } = app;
      await page.setViewportSize({ width: 390, height: 844 });
      await signInUi(page, base, f.seller.email, DEMO_PASSWORD);
      await page.goto(`${base}/user/income?month=2026-09`);
      await expect.poll(() => page.getByTestId('income-earned').textContent(), SLOW).toBeTruthy();
      expect(text(await page.getByTestId('income-earned').textContent())).toBe(
        money(c.locale, 50_000, c.currency),
      );
      expect(text(await page.getByTestId('income-revenue').textContent())).toBe(
        money(c.locale, 200_000, c.currency),
      );
      expect(await page.getByTestId('income-orders').textContent()).toBe('1');
      await page.getByTestId('income-chart').waitFor();
      expect(await page.getByTestId('income-chart').evaluate((el) => el.tagName)).toBe('CANVAS');
      await expect.poll(() => drawn(page), SLOW).toBe(true);

      // The history shows the picked month only (one month drives the whole page).
      const lines = page.getByTestId('income-line');
      await expect.poll(() => lines.count(), SLOW).toBe(2);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `income-${c.locale}-phone.png`), fullPage: true });

      await page.locator('select[name=product]').selectOption('yearly');
      await page.waitForURL((url) => url.searchParams.get('product') === 'yearly');
      await expect.poll(() => lines.count(), SLOW).toBe(1);
      await page.reload();
      await expect.poll(() => lines.count(), SLOW).toBe(1);
      expect(await page.locator('select[name=product]').inputValue()).toBe('yearly');
      expect(text(await lines.first().textContent())).toContain(f.orders.o2.externalId);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}/user/income?month=2026-08`);
      await expect
        .poll(async () => text(await page.getByTestId('income-month-state').textContent()), SLOW)
        .toContain(c.locale === 'ru' ? '1 из 2' : '1 of 2');
      await expect.poll(() => lines.count(), SLOW).toBe(1);
      const held = lines.last();
      expect(text(await held.getByTestId('income-line-rule').textContent())).toContain(c.rule);
      expect(text(await held.getByTestId('income-line-reason').textContent())).toContain(c.held);
      await expect.poll(() => drawn(page), SLOW).toBe(true);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `income-${c.locale}-desktop.png`) });
    });
  }

  it('shows a newcomer how to earn instead of an empty page', async () => {
    const email = `new${process.pid}@income.test`;
    await withWriter(app.server, async (writer) =>
      skipOnboarding(writer, (await createUser(writer, { email })).id),
    );
    const { page } = app;
    await signInUi(page, app.server.url, email, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/income`);
    await page.getByTestId('income-empty').waitFor();
    expect(text(await page.getByTestId('income-empty').textContent())).toContain('Дохода пока нет');
    expect(text(await page.getByTestId('income-earned').textContent())).toBe(money('ru', 0, 'RUB'));
  });

  it('loads chart.js only on the income page, from its own chunk', async () => {
    const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean }
    >;
    const withChartJs = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter(
        (file) => file.endsWith('.js') && readFileSync(join(root, 'dist', file), 'utf8').includes('chartjs'),
      );
    const chartChunk = manifest['src/features/income/components/income-chart.tsx']?.file;
    expect(withChartJs).toEqual([chartChunk]);
    // Nothing imports it statically: only the income page's dynamic import reaches it.
    const staticImporters = Object.entries(manifest).filter(([, chunk]) =>
      chunk.imports?.includes('src/features/income/components/income-chart.tsx'),
    );
    expect(staticImporters).toEqual([]);

    const f = await seed(`chunk${process.pid}`, 'RUB');
    const { page } = app;
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await signInUi(page, app.server.url, f.seller.email, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/user/placements`);
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((p) => p.endsWith(chartChunk ?? '?'))).toEqual([]);
    await page.goto(`${app.server.url}/user/income`);
    await page.getByTestId('income-chart').waitFor();
    expect(loaded.filter((p) => p.endsWith(chartChunk ?? '?'))).toHaveLength(1);
  });
});
