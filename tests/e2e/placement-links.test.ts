/**
 * What a placement earned (decision 080), in Russian (RUB) and English (UAE, USD), through the real server:
 * the placement card gives its tracked link; a shopper follows it to the shop; the brand's signed webhook
 * reports the sale with the click id the shop received; the card shows 1 click, 1 order, the revenue and
 * the blogger's commission, and the link's QR code downloads. The starting point (an approved blogger with
 * a marked placement) is written with the app's own services.
 */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { PlacementStats } from '#contract/placement-stats.ts';
import { CLICK_ID_PARAM } from '#contract/sales.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { openApp } from '../helpers/app.ts';
import { freshBlogger, withWriter } from '../helpers/e2e-writer.ts';
import { apiCall, apiSignIn, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { signedHeaders } from '../helpers/sales.ts';

const SECRET = 'placement-links-webhook-secret-0123456789';
const app = openApp({
  server: { env: { SALES_WEBHOOK_SECRET: SECRET } },
  skipCookieNotice: (server) => [server.url, server.enUrl],
  pagePerTest: false,
});
const SLOW = { timeout: 20_000, interval: 250 };
const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Referral parts are letters only. */
const letters = (n: number) =>
  [...n.toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');

const VARIANTS = [
  { locale: 'ru', currency: 'RUB' as const, base: () => app.server.url, amount: 249_000, qr: 'QR-код' },
  { locale: 'en', currency: 'USD' as const, base: () => app.server.enUrl, amount: 3_299, qr: 'QR code' },
];

describe('placement links', () => {
  it.each(VARIANTS)('$locale: tracked link → click → signed sale → the card shows it', async (v) => {
    const email = `links-${v.locale}-${process.pid}@demo.local`;
    const part = `links${v.locale}${letters(process.pid)}`;
    const placementId = uuidv7();
    const erid = `2Vtzqv${v.locale}${process.pid}`;
    await withWriter(app.server, async (writer) => {
      const user = await freshBlogger(writer, { email, currency: v.currency, locale: v.locale });
      const em = writer.orm.em.fork();
      await em.nativeUpdate(User, { id: user.id }, { referralCode: part });
      em.create(Placement, {
        id: placementId,
        owner: user.id,
        revision: 1,
        status: 'ready',
        network: 'telegram',
        format: 'post',
        category: 'fitness',
        startDate: day(-1),
        endDate: day(10),
        removalDueAt: new Date(`${day(11)}T21:00:00Z`),
        text: v.locale === 'en' ? 'My morning workout, link below.' : 'Утренняя тренировка, ссылка ниже.',
        reach: 5000,
        targetUrl: 'https://brand.example/offer',
        erid,
      });
      await em.flush();
    });
    const base = v.base();
    const page = await app.newPage([base]);
    await signInUi(page, base, email, DEMO_PASSWORD);

    // 1. The card gives the tracked link: the referral link naming the placement by its token.
    await page.goto(`${base}/user/placements`);
    const card = page.locator(`[data-testid="placement"][data-id="${placementId}"]`);
    const link = card.locator('[data-testid="marked-url"] code');
    await expect.poll(async () => link.textContent(), SLOW).toContain(`/r/${part}?erid=${erid}`);
    expect(text(await card.getByTestId('earnings-clicks').textContent())).toMatch(/0$/);

    // 2. A shopper follows it and lands in the shop with a click id (and the token, 38-ФЗ).
    const shopper = await app.newPage([base]);
    // The shop's address as the redirect gave it: the demo shop is an app page whose guard may move on.
    const response = await shopper.goto(String(await link.textContent()));
    const landed = new URL(response?.url() ?? shopper.url());
    const clickId = landed.searchParams.get(CLICK_ID_PARAM);
    expect(clickId).toBeTruthy();
    expect(landed.searchParams.get('erid')).toBe(erid);
    await shopper.context().close();

    // 3. The brand's subscription system reports the sale with that click id, signed.
    const payload = JSON.stringify({
      events: [
        {
          type: 'order',
          external_id: `links-${v.locale}-${process.pid}`,
          product: 'quarterly-3m',
          amount: v.amount,
          currency: v.currency,
          click_id: clickId,
          occurred_at: new Date().toISOString(),
        },
      ],
    });
    const sale = await fetch(`${app.server.url}/api/v1/sales/webhook`, {
      method: 'POST',
      headers: signedHeaders(SECRET, payload),
      body: payload,
    });
    expect(sale.status).toBe(200);
    expect((await sale.json()).results[0]).toMatchObject({ status: 'recorded', attribution: 'click' });

    // 4. The card: 1 click, 1 order, the revenue and the commission the ledger paid.
    // Node's fetch does not resolve en.localhost; the API answers the same on the default domain.
    const token = await apiSignIn(app.server.url, email, DEMO_PASSWORD);
    const stats = await apiCall<PlacementStats[]>(app.server.url, ApiPath.placementStats, { token });
    const earnings = stats.body.find((s) => s.placement_id === placementId)?.earnings ?? 0;
    expect(earnings).toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(async () => text(await card.getByTestId('earnings-orders').textContent()), SLOW)
      .toMatch(/1$/);
    expect(text(await card.getByTestId('earnings-clicks').textContent())).toMatch(/1$/);
    expect(text(await card.getByTestId('earnings-revenue').textContent())).toContain(
      text(formatMoney(v.locale, v.amount, v.currency)),
    );
    expect(text(await card.getByTestId('earnings-earnings').textContent())).toContain(
      text(formatMoney(v.locale, earnings, v.currency)),
    );

    // 5. The link's QR code, ready to download.
    await card.getByRole('button', { name: v.qr }).click();
    const download = card.getByTestId('qr-png');
    await download.waitFor();
    expect(await download.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(await card.getByTestId('qr-svg').getAttribute('download')).toBe(`qr-${erid}.svg`);
    await page.context().close();
  });
});
