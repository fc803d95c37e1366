/**
 * What each placement earned (decision 080): the tracked link `/r/{part}?erid=` records its clicks and
 * registrations, orders are attributed to the placement by its click or its promocode, and the blogger's
 * and staff's figures add up with the ledger.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { removalDueAt } from '#contract/placements.ts';
import type { User } from '../../api/modules/accounts/accounts.entity.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Order, ReferralClick } from '../../api/modules/orders/order.entity.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, order, postEvents, refund, uniq } from '../helpers/sales.ts';

const SHOP = 'https://shop.example/subscribe';
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SHOP_URL: SHOP, PUBLIC_URL: 'https://ambassador.example' } });
  const staff = await createUser(t.app, { email: `${uniq('staff')}@placements.test`, role: 'moderator' });
  staffToken = await mintToken(t.app, staff.email);
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function placement(owner: User, fields: { promocode?: string; start?: number; erid?: string | null }) {
  const start = day(fields.start ?? -5);
  const fork = em();
  const row = fork.create(Placement, {
    id: uuidv7(),
    owner: owner.id,
    revision: 1,
    status: 'ready',
    network: 'vk',
    promocode: fields.promocode ?? '',
    format: 'post',
    category: 'fitness',
    startDate: start,
    endDate: day(20),
    removalDueAt: removalDueAt('post', day(20)),
    text: 'Тренировки дома',
    reach: 1000,
    targetUrl: 'https://brand.example/offer',
    erid: fields.erid === undefined ? `erid${uniq('x').replace(/\W/g, '')}` : fields.erid,
  });
  await fork.flush();
  return row;
}

const visit = (url: string, ip = '10.9.0.1') => t.app.inject({ url, remoteAddress: ip });
const get = async (token: string, url: string) => {
  const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
};

/** Follows a tracked link to the shop; returns the click id and the token the shop was given. */
async function shopClick(part: string, erid: string) {
  const res = await visit(`/r/${part}?erid=${encodeURIComponent(erid)}`);
  expect(res.statusCode).toBe(302);
  const target = new URL(String(res.headers.location));
  return { clickId: target.searchParams.get('click_id') ?? '', erid: target.searchParams.get('erid') };
}

/** The seller's own commission lines on an order (what the card calls earnings). */
const earned = async (orderExternalId: string, account: string) => {
  const o = await em().findOneOrFail(Order, { externalId: orderExternalId });
  const lines = await em().find(LedgerLine, {
    order: o.id,
    account,
    kind: { $in: ['commission', 'reversal'] },
  });
  return lines.reduce((sum, l) => sum + l.amount, 0);
};

describe('tracked link', () => {
  it('records the click for the placement and passes its stored token on to the shop', async () => {
    const b = await blogger(t.app);
    const p = await placement(b, {});
    const click = await shopClick(String(b.referralCode), String(p.erid));
    expect(click.erid).toBe(p.erid);
    const stored = await em().find(ReferralClick, { owner: b.id });
    expect(stored.map((c) => [c.target, c.placementId])).toEqual([['shop', p.id]]);
  });

  it("counts another blogger's or an unknown token as a plain referral click, and never forwards it", async () => {
    const b = await blogger(t.app);
    const other = await blogger(t.app);
    const theirs = await placement(other, {});
    for (const erid of [String(theirs.erid), 'made-up', 'x'.repeat(300)]) {
      const click = await shopClick(String(b.referralCode), erid);
      expect(click.erid).toBe(null);
      expect(click.clickId).not.toBe('');
    }
    const stored = await em().find(ReferralClick, { owner: b.id });
    expect(stored.map((c) => c.placementId)).toEqual([null, null, null]);
    // The plain link behaves as before.
    const plain = await visit(`/r/${b.referralCode}`);
    expect(new URL(String(plain.headers.location)).searchParams.has('erid')).toBe(false);
  });

  it('credits a registration through the join link to the placement, once', async () => {
    const b = await blogger(t.app);
    const p = await placement(b, {});
    const res = await visit(`/r/${b.referralCode}?to=join&erid=${p.erid}`);
    expect(res.headers.location).toBe(`https://ambassador.example/user/register?ref=${b.referralCode}`);
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^ref_click=/);
    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        headers: { cookie },
        payload: {
          email,
          password: 'Str0ng!Passw0rd',
          first_name: 'Вера',
          phone: '+79990001122',
          inviter: b.referralCode,
          personal_data_consent: true,
          marketing_consent: false,
        },
      });
    const first = await signUp(`${uniq('vera')}@placements.test`);
    expect(first.statusCode, first.body).toBe(200);
    // The same cookie again (another account from this browser) is not a second registration.
    expect((await signUp(`${uniq('vera')}@placements.test`)).statusCode).toBe(200);
    const stats = await get(await mintToken(t.app, b.email), '/api/v1/placements/stats');
    expect(stats.body).toEqual([
      expect.objectContaining({ placement_id: p.id, clicks: 1, registrations: 1 }),
    ]);
  });
});

describe('attribution and figures', () => {
  it('credits orders to the clicked placement, else to the placement that carries the code', async () => {
    const b = await blogger(t.app, { promocode: `PL${uniq('c').replace(/\W/g, '')}`.slice(0, 30) });
    const code = await em().findOneOrFail(Promocode, { owner: b.id });
    const clicked = await placement(b, {});
    const older = await placement(b, { promocode: code.code, start: -30 });
    const coded = await placement(b, { promocode: code.code, start: -3 });
    await placement(b, { promocode: code.code, start: 5 }); // not started yet: never credited
    const unmarked = await placement(b, { erid: null });
    const { clickId } = await shopClick(String(b.referralCode), String(clicked.erid));
    await shopClick(String(b.referralCode), String(clicked.erid));
    const byClick = order({ click_id: clickId });
    const byCode = order({ promocode: code.code.toLowerCase(), amount: 50_000 });
    const both = order({ promocode: code.code, click_id: clickId, amount: 70_000 });
    const res = await postEvents(t.app, t.config.sales.webhookSecret, [byClick, byCode, both]);
    expect(res.statusCode, res.body).toBe(200);
    const placementOf = async (e: { external_id: string }) =>
      (await em().findOneOrFail(Order, { externalId: e.external_id })).placementId;
    expect(await placementOf(byClick)).toBe(clicked.id);
    expect(await placementOf(byCode)).toBe(coded.id);
    expect(await placementOf(both)).toBe(clicked.id);

    const token = await mintToken(t.app, b.email);
    const stats = await get(token, '/api/v1/placements/stats');
    expect(stats.status).toBe(200);
    const of = (id: string) => stats.body.find((s: { placement_id: string }) => s.placement_id === id);
    expect(of(unmarked.id)).toBeUndefined();
    expect(of(older.id)).toMatchObject({ clicks: 0, orders: 0, revenue: 0, earnings: 0 });
    const clickEarnings = (await earned(byClick.external_id, b.id)) + (await earned(both.external_id, b.id));
    expect(clickEarnings).toBeGreaterThan(0);
    expect(of(clicked.id)).toEqual({
      placement_id: clicked.id,
      tracked_url: `https://ambassador.example/r/${b.referralCode}?erid=${clicked.erid}`,
      currency: 'RUB',
      clicks: 2,
      registrations: 0,
      orders: 2,
      revenue: 170_000,
      earnings: clickEarnings,
    });
    expect(of(coded.id)).toMatchObject({
      orders: 1,
      revenue: 50_000,
      earnings: await earned(byCode.external_id, b.id),
    });

    // A refund takes the order, its revenue and its commission back.
    await postEvents(t.app, t.config.sales.webhookSecret, [refund(byClick)]);
    const after = await get(token, '/api/v1/placements/stats');
    const clickedAfter = after.body.find((s: { placement_id: string }) => s.placement_id === clicked.id);
    expect(clickedAfter).toMatchObject({
      orders: 1,
      revenue: 70_000,
      earnings: await earned(both.external_id, b.id),
    });

    // Per promocode: the orders credited by the code, and the clicks of the placements that carry it.
    const codes = await get(token, '/api/v1/promocodes/stats');
    expect(codes.body).toEqual([
      {
        code: code.code,
        currency: 'RUB',
        clicks: 0,
        registrations: 0,
        orders: 2,
        revenue: 120_000,
        earnings: (await earned(byCode.external_id, b.id)) + (await earned(both.external_id, b.id)),
      },
    ]);
  });

  it('shows staff orders and the cost per order per placement, network and blogger', async () => {
    const sponsor = await blogger(t.app);
    const b = await blogger(t.app, { sponsor: sponsor.id });
    const p = await placement(b, {});
    const { clickId } = await shopClick(String(b.referralCode), String(p.erid));
    const sale = order({ click_id: clickId, amount: 200_000 });
    await postEvents(t.app, t.config.sales.webhookSecret, [sale]);
    const cost = (await earned(sale.external_id, b.id)) + (await earned(sale.external_id, sponsor.id));
    expect(cost).toBeGreaterThan(await earned(sale.external_id, b.id));

    const byPlacement = await get(staffToken, '/api/v1/admin/placement-costs');
    expect(byPlacement.status).toBe(200);
    expect(byPlacement.body.find((r: { key: string }) => r.key === p.id)).toMatchObject({
      network: 'vk',
      start_date: p.startDate,
      blogger: expect.stringContaining(b.email),
      currency: 'RUB',
      clicks: 1,
      orders: 1,
      revenue: 200_000,
      cost,
      cost_per_order: cost,
    });
    const byBlogger = await get(staffToken, '/api/v1/admin/placement-costs?by=blogger');
    expect(byBlogger.body.find((r: { key: string }) => r.key === b.email)).toMatchObject({ orders: 1, cost });
    const byNetwork = await get(staffToken, '/api/v1/admin/placement-costs?by=network');
    const vk = byNetwork.body.find(
      (r: { key: string; currency: string }) => r.key === 'vk' && r.currency === 'RUB',
    );
    expect(vk.orders).toBeGreaterThanOrEqual(1);
    expect(vk.cost_per_order).toBe(Math.round(vk.cost / vk.orders));

    expect((await get(staffToken, '/api/v1/admin/placement-costs?by=owner')).status).toBe(422);
    expect((await get(await mintToken(t.app, b.email), '/api/v1/admin/placement-costs')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/placements/stats' })).statusCode).toBe(401);
  });
});
