/**
 * The money journey of issue 9, in Russian (RUB) and English (UAE, USD), through the real server:
 * the blogger adds a promocode; the brand's signed webhook reports a sale with it; the income page shows
 * the line with its rule; a moderator closes the month; the wallet shows the released balance; the blogger
 * connects the payout service and requests a withdrawal ('Запрос создан'); a moderator pays it; the
 * sandbox provider's webhook completes it. The only shortcut is the starting point: a blogger who already
 * published two marked placements last month (the integration rule), written with the app's own services.
 */
import { describe, expect, it } from 'vitest';
import { monthOf } from '#contract/money.ts';
import { openApp } from '../helpers/app.ts';
import { freshBlogger, withWriter } from '../helpers/e2e-writer.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi, waitForToast } from '../helpers/journey.ts';
import { makeIntegrations } from '../helpers/money.ts';
import { signedHeaders } from '../helpers/sales.ts';

const SECRET = 'journey-webhook-secret-0123456789abcdef';
const app = openApp({
  server: { env: { SALES_WEBHOOK_SECRET: SECRET } },
  skipCookieNotice: (server) => [server.url, server.enUrl],
  pagePerTest: false,
});
const SLOW = { timeout: 20_000, interval: 250 };
const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const now = new Date();
const lastMonth = monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

const VARIANTS = [
  {
    locale: 'ru',
    currency: 'RUB' as const,
    base: () => app.server.url,
    amount: 7_000_000,
    rule: '15 %, ставка продукта',
    accrued: 'Начислено',
    balance: /10\s500\s₽/,
    withdraw: '10000',
    t: {
      connect: 'Подключить',
      connected: 'Подключено',
      request: 'Запросить выплату',
      created: 'Запрос создан',
    },
    t2: { requests: 'Запросы', completed: 'Завершено', add: 'Добавить' },
  },
  {
    locale: 'en',
    currency: 'USD' as const,
    base: () => app.server.enUrl,
    amount: 100_000,
    rule: '15%, product rate',
    accrued: 'Accrued',
    balance: /\$150\b(?!\.)/,
    withdraw: '100',
    t: {
      connect: 'Connect',
      connected: 'Connected',
      request: 'Request a payout',
      created: 'Request created',
    },
    t2: { requests: 'Requests', completed: 'Completed', add: 'Add' },
  },
];

describe('money journey', () => {
  it.each(VARIANTS)('$locale: promocode → sale → income → month close → wallet → payout', async (v) => {
    const email = `journey-${v.locale}-${process.pid}@demo.local`;
    const code = `JOURNEY${v.locale.toUpperCase()}${process.pid}`;
    await withWriter(app.server, async (writer) => {
      const user = await freshBlogger(writer, {
        email,
        currency: v.currency,
        locale: v.locale,
        nickname: `journey_${v.locale}`,
      });
      await makeIntegrations(writer, user.id, [`${lastMonth}-03`, `${lastMonth}-17`]);
    });
    const base = v.base();
    const page = await app.newPage([base]);
    await signInUi(page, base, email, DEMO_PASSWORD);

    // 1. The blogger adds a promocode.
    await page.goto(`${base}/user/promocodes`);
    const form = page.locator('form.promocode-form');
    await form.locator('select[name=network]').selectOption('instagram');
    await form.locator('input[name=code]').fill(code);
    await form.getByRole('button', { name: v.t2.add, exact: true }).click();
    await page.locator('.promocode-item', { hasText: code }).waitFor();

    // 2. The brand's subscription system reports a sale with it (an annual plan, last month).
    const payload = JSON.stringify({
      events: [
        {
          type: 'order',
          external_id: `journey-${v.locale}-${process.pid}`,
          product: 'annual-12m',
          amount: v.amount,
          currency: v.currency,
          promocode: code.toLowerCase(),
          occurred_at: `${lastMonth}-20T12:00:00Z`,
        },
      ],
    });
    const sale = await fetch(`${app.server.url}/api/v1/sales/webhook`, {
      method: 'POST',
      headers: signedHeaders(SECRET, payload),
      body: payload,
    });
    expect(sale.status).toBe(200);

    // 3. The income page explains it: the rule, the promocode, accrued until the month closes.
    await page.goto(`${base}/user/income?month=${lastMonth}`);
    const line = page.getByTestId('income-line').first();
    await line.waitFor(SLOW);
    expect(text(await line.getByTestId('income-line-rule').textContent())).toBe(v.rule);
    // The brand sent the code in lower case: attribution ignores case, the line shows what was sent.
    expect(await line.textContent()).toContain(code.toLowerCase());
    expect(await line.textContent()).toContain(v.accrued);

    // 4. A moderator closes last month.
    const admin = await app.newPage([app.server.url]);
    await signInUi(admin, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await admin.goto(`${app.server.url}/admin/commissions`);
    const panel = admin.getByTestId('month-close');
    await panel.locator('input[name=month]').fill(lastMonth);
    await panel.getByRole('button').first().click();
    await panel
      .getByTestId('month-close-row')
      .filter({ hasText: `journey_${v.locale}` })
      .waitFor(SLOW);

    // 5. The wallet: the released balance, connect, request.
    await page.goto(`${base}/user/wallet`);
    await expect.poll(async () => page.getByTestId('wallet-balance').textContent(), SLOW).toMatch(v.balance);
    await page.getByRole('button', { name: v.t.connect, exact: true }).click();
    await page.locator('.wallet-connect .chip', { hasText: v.t.connected }).waitFor();
    await page.locator('input[name=amount]').fill(v.withdraw);
    await page.getByRole('button', { name: v.t.request }).click();
    await waitForToast(page, v.t.created, 'success');

    // 6. A moderator pays; the sandbox provider's webhook completes the payout.
    await admin.goto(`${app.server.url}/admin/payouts`);
    const card = admin.locator(`[data-testid="payout-card"][data-email="${email}"]`);
    await card.waitFor(SLOW);
    await card.getByRole('button', { name: 'Выплатить' }).click();
    await card.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('tab', { name: v.t2.requests }).click();
        return page.getByTestId('wallet-request').first().textContent();
      }, SLOW)
      .toContain(v.t2.completed);
  });
});
