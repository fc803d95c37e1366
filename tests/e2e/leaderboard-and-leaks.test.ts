/**
 * In the browser, Russian on the phone and English on the desktop: the team's opt-in leaderboard (only those
 * who opted in, earnings only where allowed, the viewer joining with one switch), and a leaked promocode
 * retired from the staff card, which the blogger then sees explained on their promocodes page.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeakFigures } from '#contract/leaks.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { PromocodeLeak } from '../../api/modules/fraud/leak.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { LeaderboardPref } from '../../api/modules/team/leaderboard.entity.ts';
import { createUser } from '../helpers/api-app.ts';
import { openApp } from '../helpers/app.ts';
import { freshBlogger, skipOnboarding, withWriter } from '../helpers/e2e-writer.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { makeOrder } from '../helpers/money.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;
const SLOW = { timeout: 15_000, interval: 100 };
const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const CASES = [
  {
    locale: 'ru' as const,
    currency: 'RUB' as const,
    size: { width: 390, height: 844 },
    hidden: 'доход скрыт',
  },
  {
    locale: 'en' as const,
    currency: 'USD' as const,
    size: { width: 1280, height: 800 },
    hidden: 'earnings hidden',
  },
];

/** viewer ─ Alpha (opted in, earnings shown, 2 sales), Beta (opted in, hidden, 3 sales), Gamma (not opted in, 5). */
async function seedBoard(tag: string, locale: 'ru' | 'en', currency: 'RUB' | 'USD') {
  return withWriter(app.server, async (writer) => {
    const viewer = await freshBlogger(writer, { email: `lead-${tag}@board.test`, locale, currency });
    const em = writer.orm.em.fork();
    const at = `${new Date().toISOString().slice(0, 7)}-01T10:00:00Z`;
    for (const [name, sales, optIn, show] of [
      ['Alpha', 2, true, true],
      ['Beta', 3, true, false],
      ['Gamma', 5, false, false],
    ] as const) {
      const u = await createUser(writer, {
        email: `${name.toLowerCase()}-${tag}@board.test`,
        sponsor: viewer.id,
        currency,
        nickname: `${name} ${tag}`,
      });
      await skipOnboarding(writer, u.id, locale);
      if (optIn) em.create(LeaderboardPref, { user: u.id, optIn, showEarnings: show, updatedAt: new Date() });
      for (let i = 0; i < sales; i++) {
        const order = await makeOrder(writer, { seller: u.id, amount: 100_000, at, currency });
        await applyOrder(writer.orm.em.fork(), order.id);
      }
    }
    await em.flush();
    return viewer;
  });
}

describe('the team leaderboard', () => {
  for (const c of CASES) {
    it(`lists the opted-in only and lets the viewer join (${c.locale})`, async () => {
      const tag = `${c.locale}${process.pid}`;
      const viewer = await seedBoard(tag, c.locale, c.currency);
      const base = c.locale === 'en' ? app.server.enUrl : app.server.url;
      const { page } = app;
      await page.setViewportSize(c.size);
      await signInUi(page, base, viewer.email, DEMO_PASSWORD);
      await page.goto(`${base}/user/team`);
      const rows = page.getByTestId('leaderboard-row');
      await expect.poll(() => rows.count(), SLOW).toBe(2);
      const names = async () => (await rows.locator('.team-board__name').allTextContents()).map(text);
      expect(await names()).toEqual([`Beta ${tag}`, `Alpha ${tag}`]);
      expect(text(await rows.nth(0).getByTestId('leaderboard-earnings').textContent())).toBe(c.hidden);
      expect(text(await rows.nth(1).getByTestId('leaderboard-earnings').textContent())).toMatch(/\d/);
      expect(await page.getByTestId('team-leaderboard').textContent()).not.toContain('Gamma');

      await page.locator('input[name=leaderboard-opt-in]').check();
      await expect.poll(() => rows.count(), SLOW).toBe(3);
      expect(await page.locator('.team-board__row--me').count()).toBe(1);
      await page.getByTestId('team-leaderboard').scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `leaderboard-${c.locale}.png`), fullPage: true });
    });
  }
});

const FIGURES: LeakFigures = {
  window_days: 7,
  orders: 40,
  orders_with_click: 3,
  clicks: 5,
  placements: 1,
  reach: 200,
  explained: 5,
  unexplained: 35,
  burst_hours: 24,
  burst_orders: 30,
  top_region: { value: 'RU-MOW', orders: 26, of: 30 },
  top_referrer: { value: 'pepper.ru', orders: 24, of: 27 },
  coupon_orders: 24,
  coupon_sites: ['pepper.ru'],
};

describe('a leaked promocode', () => {
  it('is retired from the staff card, and the blogger sees why', async () => {
    const tag = `${process.pid}`;
    const code = `LEAKY${tag}`;
    const blogger = await withWriter(app.server, async (writer) => {
      const user = await freshBlogger(writer, { email: `leaky-${tag}@leaks.test` });
      const em = writer.orm.em.fork();
      const row = em.create(Promocode, { owner: user.id, network: 'vk', code, codeKey: code.toLowerCase() });
      em.create(PromocodeLeak, {
        promocode: row,
        signals: 'unexplained,region_burst,referrer_burst,coupon_site',
        figures: JSON.stringify(FIGURES),
        updatedAt: new Date(),
      });
      await em.flush();
      return user;
    });
    const { page } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInUi(page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/admin/fraud`);
    await page.getByRole('tab', { name: 'Утёкшие промокоды' }).click();
    const card = page.locator(`[data-testid=leak-card][data-code=${code}]`);
    await card.waitFor(SLOW);
    expect(text(await card.getByTestId('leak-orders').textContent())).toBe('40');
    expect(text(await card.getByTestId('leak-unexplained').textContent())).toBe('35');
    expect(text(await card.textContent())).toContain('pepper.ru');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'leak-card-ru-phone.png'), fullPage: true });
    await card.getByRole('button', { name: 'Вывести и выдать новый промокод' }).click();
    await card.waitFor({ state: 'detached', timeout: 15_000 });

    await page.context().clearCookies();
    await signInUi(page, app.server.url, blogger.email, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/user/promocodes`);
    const note = page.getByTestId('promocode-retired');
    await note.waitFor(SLOW);
    expect(text(await note.textContent())).toMatch(new RegExp(`Ваш новый промокод: ${code}[A-Z2-9]{4}\\.`));
    expect(await page.locator('.promocode-item__code').allTextContents()).toContain(code);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'leak-retired-ru-phone.png'), fullPage: true });
  });
});
