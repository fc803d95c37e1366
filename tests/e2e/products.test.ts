/**
 * Products and the partner-program page in the browser (issue 11), Russian (RUB) and English (USD): 'promote'
 * copies the blogger's own link with the SPEC §8 toast (or hands it to the share sheet where one exists),
 * 'get product' opens the shop in a new tab, and the partner-program page shows the plan in force — saved
 * anew through the API, the page follows.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { CommissionPlan } from '#contract/commissions.ts';
import type { Product } from '#contract/products.ts';
import { promoteLink } from '#contract/products.ts';
import type { Profile } from '#contract/profile.ts';
import type { Promocode } from '#contract/promocodes.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { openApp } from '../helpers/app.ts';
import { freshBlogger, withWriter } from '../helpers/e2e-writer.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  apiSignIn,
  DEMO_PASSWORD,
  signInUi,
  waitForToast,
} from '../helpers/journey.ts';

const app = openApp({
  skipCookieNotice: (server) => [server.url, server.enUrl],
  onContext: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
});
const SHOTS = process.env.SCREENSHOT_DIR;
const SEED_PICTURE = join(import.meta.dirname, '../../api/db/seed/product-images/sub-12m.png');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const languages = [
  {
    name: 'Russian',
    base: () => app.server.url,
    email: 'ambassador@demo.local',
    t: {
      promote: 'Продвигать',
      get: 'Получить продукт',
      copied: 'Ссылка скопирована',
      program: 'Партнёрская программа',
    },
  },
  {
    name: 'English',
    base: () => app.server.enUrl,
    email: 'emma@demo.local',
    t: { promote: 'Promote', get: 'Get product', copied: 'Link copied', program: 'Partner program' },
  },
];

/** One API session per account for the file: sign-ins of one account are rate-limited. */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (email: string) => {
  if (!tokens.has(email)) tokens.set(email, apiSignIn(app.server.url, email, DEMO_PASSWORD));
  return tokens.get(email) as Promise<string>;
};

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

describe.each(languages)('products in $name', (l) => {
  it("'promote' copies the blogger's link and 'get product' opens the shop", async () => {
    // The API through the default domain: Node does not resolve en.localhost (Chromium does).
    const api = app.server.url;
    const token = await tokenOf(l.email);
    const products = (await apiCall<Product[]>(api, ApiPath.products, { token })).body;
    const codes = (await apiCall<Promocode[]>(api, ApiPath.promocodes, { token })).body;
    const profile = (await apiCall<Profile>(api, ApiPath.profile, { token })).body;
    expect(products.length).toBeGreaterThan(3);
    const { page } = app;
    await signInUi(page, l.base(), l.email, DEMO_PASSWORD);
    await page.goto(`${l.base()}/user/products`);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(products.length);
    const first = products[0] as Product;
    const card = cards.first();
    expect(await card.locator('h2').textContent()).toBe(first.title);

    const shop = card.getByRole('link', { name: new RegExp(l.t.get) });
    expect(await shop.getAttribute('href')).toBe(first.shop_url);
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(await shop.getAttribute('rel')).toContain('noopener');

    // Headless Chromium on Linux has no share sheet: the link goes to the clipboard.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const expected = codes[0] ? promoteLink(first.shop_url, codes[0].code) : profile.referral_link;
    expect(expected).toBeTruthy();
    if (!codes[0]) await page.getByTestId('promo-hint').waitFor();
    await card.getByRole('button', { name: new RegExp(l.t.promote) }).click();
    await waitForToast(page, l.t.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    if (codes.length > 1) {
      const other = codes[1] as Promocode;
      await page.getByTestId('promo-pick').selectOption(other.code);
      await card.getByRole('button', { name: new RegExp(l.t.promote) }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(promoteLink(first.shop_url, other.code));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `products-${l.name.toLowerCase()}`);

    // Where the browser has a share sheet (phones), the link goes there and the clipboard is left alone.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data) });
    });
    await page.reload();
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await cards
      .first()
      .getByRole('button', { name: new RegExp(l.t.promote) })
      .click();
    const sharedUrls = () =>
      page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((d) => d.url));
    // After the reload the picker is back on the first code.
    await expect.poll(sharedUrls).toEqual([expected]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('untouched');
  });
});

describe('products without a promocode', () => {
  it("'promote' copies the referral link and the page says how to get a promocode", async () => {
    const email = `no-code-${process.pid}@products.test`;
    await withWriter(app.server, async (writer) => {
      const user = await freshBlogger(writer, { email });
      await writer.orm.em.fork().nativeUpdate(User, { id: user.id }, { referralCode: 'nocode' });
    });
    const { page } = app;
    await signInUi(page, app.server.url, email, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/user/products`);
    const hint = page.getByTestId('promo-hint');
    await hint.waitFor();
    expect(await hint.getByRole('link', { name: 'Промокоды' }).getAttribute('href')).toMatch(
      /\/user\/promocodes$/,
    );
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /Продвигать/ })
      .click();
    await waitForToast(page, 'Ссылка скопирована');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/r\/nocode$/);
  });
});

describe('partner-program page', () => {
  const percent = (bp: number, locale: string) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const shownRates = (page: Page) => page.getByTestId('program-rate').locator('td').allTextContents();

  it("shows the plan in force and follows a new one, in each language's currency", async () => {
    const base = app.server.url;
    const admin = await tokenOf(ADMIN_EMAIL);
    const history = await apiCall<{ current: CommissionPlan }>(base, ApiPath.adminCommissionPlan, {
      token: admin,
    });
    const plan = history.body.current;
    const { page } = app;
    await signInUi(page, base, 'ambassador@demo.local', DEMO_PASSWORD);
    await page.goto(`${base}/user/partner-program`);
    await page.getByTestId('program-rate').first().waitFor();
    const shown = (p: CommissionPlan, locale: string) =>
      [p.rates.personal, ...p.rates.levels].flatMap((rate, i) => [
        percent(rate, locale),
        percent(i === 0 ? p.rates.early_personal : (p.rates.early_levels[i - 1] as number), locale),
      ]);
    expect(await shownRates(page)).toEqual(shown(plan, 'ru'));
    expect(await page.getByTestId('program-rules').textContent()).toMatch(/10\s000\s₽/);
    await shoot(page, 'partner-program-russian');

    const { rates, early_days, products, quick_start, quick_start_revenue } = structuredClone(plan);
    const next = { rates, early_days, products, quick_start, quick_start_revenue };
    next.rates.personal = 2345;
    next.rates.levels = [610, 320, 230, 140];
    const saved = await apiCall(base, ApiPath.adminCommissionPlan, { token: admin, json: next });
    expect(saved.status).toBeLessThan(300);
    await page.reload();
    await page.getByTestId('program-rate').first().waitFor();
    const after = await shownRates(page);
    expect(after[0]).toBe(percent(2345, 'ru'));
    expect(after.filter((_, i) => i % 2 === 0)).toEqual(
      [2345, 610, 320, 230, 140].map((bp) => percent(bp, 'ru')),
    );

    const en = await app.newPage([app.server.enUrl], { viewport: DESKTOP });
    await signInUi(en, app.server.enUrl, 'emma@demo.local', DEMO_PASSWORD);
    await en.goto(`${app.server.enUrl}/user/partner-program`);
    await en.getByTestId('program-rate').first().waitFor();
    expect((await shownRates(en))[0]).toBe(percent(2345, 'en'));
    expect(await en.getByTestId('program-rules').textContent()).toContain('$100');
    await shoot(en, 'partner-program-english');
  });
});

describe('admin products page', () => {
  it('creates a product with a picture, unpublishes it and deletes it after confirming', async () => {
    const base = app.server.url;
    const { page } = app;
    await signInUi(page, base, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${base}/admin/products`);
    const rows = page.getByTestId('admin-product-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await page.getByRole('button', { name: 'Новый продукт' }).click();
    const form = page.getByTestId('product-form');
    await form.locator('input[name=title]').fill('Годовая подписка Про');
    await form.locator('textarea[name=description]').fill('Для тех, кто тренируется всерьёз.');
    await form.locator('input[name=price_minor]').fill('12 990,50');
    await form.locator('input[name=shop_url]').fill('javascript:alert(1)');
    await form.locator('input[name=product_code]').fill('annual-pro');
    await form.locator('input[name=position]').fill('7');
    await form.locator('input[name=published]').check();
    await form.locator('input[name=image]').setInputFiles(SEED_PICTURE);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    // The contract's own check refuses the link before anything is sent.
    await form.locator('.field__error').first().waitFor();
    expect(await rows.count()).toBe(0);
    await form.locator('input[name=shop_url]').fill('https://shop.fit.example/pro');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await waitForToast(page, 'Изменения сохранены');
    await expect.poll(() => rows.count()).toBe(before + 1);
    const row = rows.filter({ hasText: 'Годовая подписка Про' });
    expect(await row.textContent()).toMatch(/12\s990,50\s₽/);
    expect(await row.locator('img').getAttribute('src')).toMatch(
      /^\/api\/v1\/products\/images\/[0-9a-f-]{36}\.png$/,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-products-desktop.png`, fullPage: true });

    const blogger = await tokenOf('ambassador@demo.local');
    const listed = async () =>
      (await apiCall<Product[]>(base, ApiPath.products, { token: blogger })).body.some(
        (p) => p.product_code === 'annual-pro',
      );
    expect(await listed()).toBe(true);
    await row.getByRole('button', { name: 'Снять с публикации' }).click();
    await expect.poll(listed).toBe(false);
    // The toasts sit bottom-right, over the actions column: let them go first (a hovered one stays).
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.toast').count(), { timeout: 10_000 }).toBe(0);

    await row.getByRole('button', { name: 'Удалить' }).click();
    await row.getByRole('button', { name: 'Да, удалить' }).click();
    await waitForToast(page, 'Успешно удалено');
    await expect.poll(() => rows.count()).toBe(before);
  });
});
