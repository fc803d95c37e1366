/**
 * The wallet in the browser, in Russian (RUB) and English (UAE, USD): the balance, connecting the payout
 * service, a withdrawal request with its toast 'Запрос создан', a moderator paying it in the admin queue,
 * and the request completing for the blogger. Screenshots (phone and desktop) go to WALLET_SHOTS if set.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  confirmDueRemovals,
  DEMO_PASSWORD,
  signInUi,
  waitForToast,
} from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl], pagePerTest: false });
const SHOTS = process.env.WALLET_SHOTS;

/** Credits a wallet in the server's SQLite file as a released month would (one balanced posting). */
function fund(email: string, amount: number, currency: 'RUB' | 'USD', locale = 'ru'): void {
  const db = new DatabaseSync(join(app.server.varDir, 'app.db'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
    db.prepare('update users set currency = ?, locale = ? where id = ?').run(currency, locale, user.id);
    const posting = randomUUID();
    const now = Date.now();
    const month = new Date().toISOString().slice(0, 7);
    db.exec('begin');
    db.prepare('insert into ledger_postings (id, key, kind, created_at) values (?, ?, ?, ?)').run(
      posting,
      `e2e-fund:${posting}`,
      'manual',
      now,
    );
    const line = db.prepare(
      'insert into ledger_lines (posting_id, account_id, book, currency, amount, kind, month, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    line.run(posting, null, 'brand', currency, -amount, 'release', month, now);
    line.run(posting, user.id, 'wallet', currency, amount, 'release', month, now);
    db.prepare(
      `insert into balances (id, account_id, book, currency, amount) values (?, ?, 'wallet', ?, ?)
       on conflict (account_id, book) do update set amount = amount + excluded.amount`,
    ).run(randomUUID(), user.id, currency, amount);
    db.exec('commit');
  } finally {
    db.close();
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
  }
}

interface Variant {
  name: string;
  email: string;
  base: () => string;
  currency: 'RUB' | 'USD';
  locale: string;
  funds: number;
  amount: string;
  text: Record<'connect' | 'connected' | 'request' | 'created' | 'requests' | 'completed', string>;
  balance: RegExp;
  terms: string;
}

const VARIANTS: Variant[] = [
  {
    name: 'ru',
    // Approved, onboarding done, no payout connection and nothing in the wallet yet (her month was held).
    email: 'sveta@demo.local',
    base: () => app.server.url,
    currency: 'RUB',
    locale: 'ru',
    funds: 1_250_000,
    amount: '10 000',
    text: {
      connect: 'Подключить',
      connected: 'Подключено',
      request: 'Запросить выплату',
      created: 'Запрос создан',
      requests: 'Запросы',
      completed: 'Завершено',
    },
    balance: /^12\s500\s₽$/,
    terms: 'законодательством РФ',
  },
  {
    name: 'en',
    email: 'irina@demo.local',
    base: () => app.server.enUrl,
    currency: 'USD',
    locale: 'en',
    funds: 15_000,
    amount: '100',
    text: {
      connect: 'Connect',
      connected: 'Connected',
      request: 'Request a payout',
      created: 'Request created',
      requests: 'Requests',
      completed: 'Completed',
    },
    balance: /^\$150$/,
    terms: 'United Arab Emirates',
  },
];

describe('wallet', () => {
  it.each(VARIANTS)('$name: connect, request, moderator pays, the request completes', async (variant) => {
    fund(variant.email, variant.funds, variant.currency, variant.locale);
    const base = variant.base();
    const page = await app.newPage([base]);
    await confirmDueRemovals(app.server.url, variant.email, DEMO_PASSWORD);
    await signInUi(page, base, variant.email, DEMO_PASSWORD);
    await page.goto(`${base}/user/wallet`);
    const balance = page.getByTestId('wallet-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toMatch(variant.balance);
    // The terms are the variant's own (Russian legal wording in RUB, the UAE wording in USD).
    const terms = page.getByTestId(`wallet-terms-${variant.currency}`);
    await terms.locator('summary').click();
    expect(await terms.textContent()).toContain(variant.terms);

    await page.getByRole('button', { name: variant.text.connect, exact: true }).click();
    await page.locator('.wallet-connect .chip', { hasText: variant.text.connected }).waitFor();
    await page.locator('input[name=amount]').fill(variant.amount);
    await page.getByRole('button', { name: variant.text.request }).click();
    await waitForToast(page, variant.text.created, 'success');
    await page.getByRole('tab', { name: variant.text.requests }).click();
    await page.getByTestId('wallet-request').first().waitFor();
    await shoot(page, `wallet-${variant.name}`);

    const admin = await app.newPage([app.server.url]);
    await signInUi(admin, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await admin.goto(`${app.server.url}/admin/payouts`);
    const card = admin.locator(`[data-testid="payout-card"][data-email="${variant.email}"]`);
    await card.waitFor();
    if (variant.name === 'ru') await shoot(admin, 'admin-payouts-ru');
    await card.getByRole('button', { name: 'Выплатить' }).click();
    await card.waitFor({ state: 'detached' });

    // The sandbox's webhook completes the payout a moment later.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: variant.text.requests }).click();
          return page.getByTestId('wallet-request').first().textContent();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain(variant.text.completed);
    await shoot(page, `wallet-${variant.name}-completed`);
  });
});
