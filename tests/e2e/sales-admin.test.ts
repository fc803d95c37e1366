/**
 * The sales pages of the staff area, in Russian and English: a CSV pasted, checked (row errors, repeats
 * flagged) and imported, then an unattributed sale credited by hand. Screenshots go to SCREENSHOTS_DIR when
 * it is set (phone and desktop).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { openApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, apiCall, DEMO_PASSWORD, signInUi, waitForToast } from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url] });
const SHOTS = process.env.SCREENSHOTS_DIR;

async function shot(name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await app.page.setViewportSize(viewport);
    await app.page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
  }
}

/** An approved blogger (approval fixes the account's currency, which the sale must match). */
async function approvedBlogger(email: string): Promise<void> {
  const base = app.server.url;
  const signUp = await apiCall<{ token: string; user: { id: string } }>(base, ApiPath.signUp, {
    json: {
      first_name: 'Ирина',
      phone: '+7 900 123-45-67',
      email,
      password: DEMO_PASSWORD,
      personal_data_consent: true,
    },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const admin = await apiCall<{ token: string }>(base, ApiPath.signIn, {
    json: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
  });
  const queue = await apiCall<{ items: { id: string; email: string }[] }>(
    base,
    `${ApiPath.adminApplicants}?status=review&q=${encodeURIComponent(email)}`,
    { token: admin.body.token },
  );
  const id = queue.body.items.find((i) => i.email === email)?.id ?? '';
  const decided = await apiCall(base, ApiPath.adminDecision(id), {
    token: admin.body.token,
    json: { decision: 'approve' },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

const csv = (tag: string) =>
  [
    'type,external_id,product,amount,currency,promocode,click_id,refund_of,occurred_at',
    `order,${tag}-1,monthly,199000,RUB,NOSUCHCODE,,,2026-10-01T12:00:00Z`,
    `order,${tag}-2,annual-12m,1490000,RUB,,,,2026-10-02T09:30:00Z`,
    `order,${tag}-2,annual-12m,1490000,RUB,,,,2026-10-02T09:30:00Z`,
    `order,${tag}-3,monthly,12.50,RUB,,,,2026-10-03T10:00:00Z`,
  ].join('\n');

describe.each([
  ['ru', '', 'Проверить', 'Засчитать'],
  ['en', '/en', 'Check', 'Attribute'],
])('sales admin (%s)', (locale, prefix, checkLabel, attributeLabel) => {
  it('imports a CSV with a preview, then attributes an unattributed sale', async () => {
    const { page } = app;
    const blogger = `seller-${locale}@example.com`;
    await approvedBlogger(blogger);
    await signInUi(page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.url}${prefix}/admin/sales/unattributed`);
    await expect.poll(() => page.getByTestId('admin-empty').count()).toBe(locale === 'ru' ? 1 : 0);
    if (locale === 'ru') await shot(`sales-unattributed-empty-${locale}`);

    await page.goto(`${app.server.url}${prefix}/admin/sales/import`);
    await page.locator('textarea[name=csv]').fill(csv(`E2E${locale}`));
    await page.getByRole('button', { name: checkLabel }).click();
    await expect.poll(() => page.getByTestId('import-row').count()).toBe(4);
    expect(await page.locator('.sales-row--error').count()).toBe(1);
    expect(await page.locator('.sales-row--duplicate').count()).toBe(1);
    await shot(`sales-import-preview-${locale}`);
    await page.locator('.sales-import .btn--green').last().click();
    await expect.poll(() => page.getByTestId('import-result').textContent()).toMatch(/2/);
    await shot(`sales-import-result-${locale}`);

    await page.goto(`${app.server.url}${prefix}/admin/sales/unattributed`);
    const rows = page.getByTestId('unattributed-sale');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await shot(`sales-unattributed-${locale}`);
    const before = await rows.count();
    const form = rows.first().getByTestId('attribute-form');
    await form.locator('input[name=blogger]').fill('nobody@demo.local');
    await form.getByRole('button', { name: attributeLabel }).click();
    await expect.poll(() => form.locator('.field__error').count()).toBe(1);
    await form.locator('input[name=blogger]').fill(blogger);
    await form.locator('input[name=reason]').fill('Promocode misspelt');
    await form.getByRole('button', { name: attributeLabel }).click();
    await waitForToast(page, blogger);
    await expect.poll(() => rows.count()).toBe(before - 1);
  });
});
