/**
 * The money pages after the UX review, in the browser (Russian phone, English desktop): income lines and
 * the product filter name products (finding 1), one month drives the summary and the history and the held
 * month is said in words (2), team figures say "all time" and a partner's name looks like a link (2, 7),
 * and each promocode shows its orders and revenue this month (8).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { openApp } from '../helpers/app.ts';
import { skipOnboarding, withWriter } from '../helpers/e2e-writer.ts';
import { incomeFixture } from '../helpers/income-fixture.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { makeOrder } from '../helpers/money.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;
const SLOW = { timeout: 15_000, interval: 100 };
const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const CASES = [
  {
    locale: 'ru',
    currency: 'RUB' as const,
    size: { width: 390, height: 844 },
    product: 'Подписка на 1 месяц',
    held: 'Доход за август 2026 не выплачен: интеграций 1 из 2',
    history: 'История начислений за август 2026',
    allTime: 'за всё время',
    month: /Этот месяц \(.+\): заказов 1, выручка/,
  },
  {
    locale: 'en',
    currency: 'USD' as const,
    size: { width: 1280, height: 800 },
    product: '1-month subscription',
    held: 'Income for August 2026 was not paid out: 1 of 2 integrations',
    history: 'Earnings history for August 2026',
    allTime: 'all time',
    month: /This month \(.+\): orders 1, revenue/,
  },
];

describe('money pages after the UX review', () => {
  for (const c of CASES) {
    it(`names products, keeps one month, labels periods, shows links and promocode sales (${c.locale})`, async () => {
      const tag = `${c.locale}m${process.pid}`;
      const code = `RUN${tag}`.replace(/\W/g, '');
      const f = await withWriter(app.server, async (writer) => {
        const fixture = await incomeFixture(writer, tag, c.currency);
        await skipOnboarding(writer, fixture.seller.id, c.locale);
        await skipOnboarding(writer, fixture.sponsor.id, c.locale);
        const em = writer.orm.em.fork();
        em.create(Promocode, {
          owner: fixture.seller.id,
          network: 'telegram',
          code,
          codeKey: code.toLowerCase(),
        });
        await em.flush();
        const at = new Date().toISOString();
        const order = await makeOrder(writer, {
          seller: fixture.seller.id,
          amount: 120_000,
          at,
          currency: c.currency,
        });
        await writer.orm.em.fork().nativeUpdate(Order, { id: order.id }, { promocode: code });
        return fixture;
      });
      const base = c.locale === 'en' ? app.server.enUrl : app.server.url;
      const { page } = app;
      await page.setViewportSize(c.size);
      await signInUi(page, base, f.seller.email, DEMO_PASSWORD);

      await page.goto(`${base}/user/income?month=2026-09`);
      const lines = page.getByTestId('income-line');
      await expect.poll(() => lines.count(), SLOW).toBe(2);
      const all = text(await page.getByTestId('income-lines').textContent());
      expect(all).toContain(c.product);
      expect(all).not.toContain('monthly');
      const options = await page.locator('select[name=product] option').allTextContents();
      expect(options).toContain(c.product);
      expect(options).not.toContain('monthly');
      // One month picker: it drives the summary and the history alike.
      expect(await page.locator('select[name=period]').count()).toBe(0);
      await page.locator('select[name=month]').selectOption('2026-08');
      await page.waitForURL((url) => url.searchParams.get('month') === '2026-08');
      await expect.poll(() => lines.count(), SLOW).toBe(1);
      expect(text(await page.locator('#income-history-title').textContent())).toBe(c.history);
      expect(text(await page.getByTestId('income-month-state').textContent())).toContain(c.held);
      if (SHOTS)
        await page.screenshot({ path: join(SHOTS, `review-income-${c.locale}.png`), fullPage: true });

      await page.goto(`${base}/user/promocodes`);
      const sales = page.getByTestId('promocode-month');
      await expect
        .poll(
          async () =>
            text(
              await sales
                .first()
                .textContent()
                .catch(() => ''),
            ),
          SLOW,
        )
        .toMatch(c.month);
      if (SHOTS)
        await page.screenshot({ path: join(SHOTS, `review-promocodes-${c.locale}.png`), fullPage: true });

      await page.context().clearCookies();
      await signInUi(page, base, f.sponsor.email, DEMO_PASSWORD);
      await page.goto(`${base}/user/team`);
      await page.getByTestId('team-levels').waitFor(SLOW);
      expect(text(await page.getByTestId('team-levels').textContent())).toContain(c.allTime);
      const name = page.locator('button.team-member__name').first();
      await name.waitFor(SLOW);
      // A link's look: the link colour (not the text's ink), an underline in that colour, a chevron.
      const look = await name.evaluate((el) => {
        const s = getComputedStyle(el);
        return { color: s.color, line: s.textDecorationColor, chevron: el.querySelector('svg') !== null };
      });
      expect(look).toEqual({ color: 'rgb(17, 122, 54)', line: 'rgb(17, 122, 54)', chevron: true });
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `review-team-${c.locale}.png`), fullPage: true });
    });
  }
});
