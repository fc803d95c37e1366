/**
 * Money pages name products, not their shop codes (UX review finding 1): income lines, the income product
 * filter and the admin commission plan carry the name from the account's (or the site's) catalog beside
 * the code, and fall back to the code for a product the catalog does not have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeHistoryPage } from '#contract/income.ts';
import { ProductRow } from '../../api/modules/products/product.entity.ts';
import { bearer, createTestApp, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { chain, customerOrder, staffToken } from '../helpers/fraud.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { type IncomeFixture, incomeFixture } from '../helpers/income-fixture.ts';
import { postEvents } from '../helpers/sales.ts';

let t: TestApp;
let rub: IncomeFixture;
let usd: IncomeFixture;
beforeAll(async () => {
  t = await createTestApp();
  rub = await incomeFixture(t.app, `r${process.pid}`, 'RUB');
  usd = await incomeFixture(t.app, `u${process.pid}`, 'USD');
  const em = t.app.orm.em.fork();
  const product = { description: '', priceMinor: 100, shopUrl: 'https://shop.test/', position: 0 };
  em.create(ProductRow, { ...product, locale: 'ru', title: 'Подписка на 1 месяц', productCode: 'monthly' });
  em.create(ProductRow, { ...product, locale: 'en', title: '1-month subscription', productCode: 'monthly' });
  await em.flush();
});
afterAll(async () => t?.close());

const get = async (token: string, url: string, headers = {}) =>
  (await t.app.inject({ url: `/api/v1/${url}`, headers: { ...bearer(token), ...headers } })).json();

describe('product names on the money pages', () => {
  it('income lines and the product filter carry the name of the account catalog', async () => {
    for (const [f, name] of [
      [rub, 'Подписка на 1 месяц'],
      [usd, '1-month subscription'],
    ] as const) {
      const token = await mintToken(t.app, f.seller.email);
      const page: IncomeHistoryPage = await get(token, 'income/history?limit=100');
      const monthly = page.items.find((l) => l.product === 'monthly');
      expect(monthly?.product_name).toBe(name);
      // Not in the catalog: the code is all there is to show.
      expect(page.items.find((l) => l.product === 'yearly')?.product_name).toBe('yearly');
      expect(await get(token, 'income/products')).toEqual(
        expect.arrayContaining([
          { code: 'monthly', name },
          { code: 'yearly', name: 'yearly' },
        ]),
      );
    }
  });

  it('the admin commission plan names products in the site language', async () => {
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    expect((await get(admin, 'admin/commission-plan')).product_names).toMatchObject({
      monthly: 'Подписка на 1 месяц',
    });
    expect((await get(admin, 'admin/commission-plan', ENGLISH)).product_names).toMatchObject({
      monthly: '1-month subscription',
    });
  });
  it('the fraud review card and the blogger’s commissions on review name the product', async () => {
    const staff = await staffToken(t.app);
    const c = await chain(t.app);
    // The seller buys with their own e-mail: a self-referral, held for review.
    const ev = customerOrder(c.promocode, c.seller.email);
    await postEvents(t.app, t.config.sales.webhookSecret, [ev]);
    const queue = await get(staff, 'admin/fraud/reviews?status=on_review');
    const item = queue.items.find(
      (r: { order: { external_id: string } }) => r.order.external_id === ev.external_id,
    );
    expect(item?.order).toMatchObject({ product: 'monthly', product_name: 'Подписка на 1 месяц' });
    const mine = await get((await signIn(t.app, c.seller.email)).token, 'income/on-review');
    expect(mine.items[0]).toMatchObject({ product: 'monthly', product_name: 'Подписка на 1 месяц' });
  });
});
