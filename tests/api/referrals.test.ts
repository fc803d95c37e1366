/** The referral link `/r/{part}`: clicks, redirects to registration or the shop, and the profile's link. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { ReferralClick } from '../../api/modules/orders/order.entity.ts';
import { verifyClickId } from '../../api/modules/sales/click-id.ts';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { rawGet } from '../helpers/raw-http.ts';
import { blogger } from '../helpers/sales.ts';

const SHOP = 'https://shop.example/subscribe?plan=month';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      SHOP_URL: SHOP,
      PUBLIC_URL: 'https://ambassador.example',
      PUBLIC_URL_EN: 'https://en.ambassador.example',
    },
  });
});
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const visit = (url: string, ip = '10.1.0.1') => t.app.inject({ url, remoteAddress: ip });
const clicksOf = (owner: string) => em().find(ReferralClick, { owner }, { orderBy: { createdAt: 'asc' } });

describe('referral link', () => {
  it('sends a shopper to the shop with a signed click id and records the click', async () => {
    const b = await blogger(t.app);
    const res = await visit(`/r/${b.referralCode}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const target = new URL(String(res.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe('https://shop.example/subscribe');
    expect(target.searchParams.get('plan')).toBe('month');
    const clickId = target.searchParams.get('click_id') ?? '';
    const clicks = await clicksOf(b.id);
    expect(clicks.map((c) => c.target)).toEqual(['shop']);
    expect(verifyClickId(t.config.sales.clickKey, clickId)).toBe(clicks[0]?.id);
    expect(
      verifyClickId(
        t.config.sales.clickKey,
        clickId.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBe(null);
  });

  it('sends a visitor who wants to join to registration on the blogger locale domain, inviter filled in', async () => {
    const ru = await blogger(t.app);
    const en = await blogger(t.app, { locale: 'en', currency: 'USD' });
    const res = await visit(`/r/${ru.referralCode}?to=join`);
    expect(res.headers.location).toBe(`https://ambassador.example/user/register?ref=${ru.referralCode}`);
    const enRes = await visit(`/r/${en.referralCode?.toUpperCase()}?to=join`);
    expect(enRes.headers.location).toBe(`https://en.ambassador.example/user/register?ref=${en.referralCode}`);
    expect((await clicksOf(ru.id)).map((c) => c.target)).toEqual(['join']);
    expect((await clicksOf(en.id)).map((c) => c.target)).toEqual(['join']);
  });

  it('answers under the locale prefixes the link bases may carry', async () => {
    const b = await blogger(t.app);
    for (const prefix of ['/en', '/by', '/ru']) {
      const res = await visit(`${prefix}/r/${b.referralCode}?to=join`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toContain(`ref=${b.referralCode}`);
    }
  });

  it('sends unknown, malformed or not approved links on safely, without a click', async () => {
    const hidden = await blogger(t.app);
    await em().nativeUpdate(User, { id: hidden.id }, { status: 'hidden' });
    const before = await em().count(ReferralClick, {});
    for (const part of ['nobody', hidden.referralCode, 'a%00b', '%F0%9F%98%80', 'x'.repeat(150), 'a.b']) {
      const shop = await visit(`/r/${part}`);
      expect(shop.statusCode, part ?? '').toBe(302);
      expect(shop.headers.location).toBe(SHOP);
      const join = await visit(`/r/${part}?to=join`);
      expect(join.headers.location).toBe('https://ambassador.example/user/register');
    }
    expect((await visit(`/r/${'y'.repeat(300)}`)).statusCode).toBeLessThan(500);
    expect(await em().count(ReferralClick, {})).toBe(before);
  });

  it('always redirects to the shop or registration, whatever the link carries (decision 044)', async () => {
    const REGISTER = 'https://ambassador.example/user/register';
    const before = await em().count(ReferralClick, {});
    const cases: [string, string][] = [
      ['/r/demo?to=https%3A%2F%2Fevil.example.net', SHOP],
      ['/r/demo?to=%2F%2Fevil.example.net', SHOP],
      [`/r/demo?to=${'join'.repeat(10)}`, SHOP],
      ['/r/demo?to=join&to=https%3A%2F%2Fevil.example.net', SHOP],
      [`/r/${'x'.repeat(201)}`, SHOP],
      [`/r/${'x'.repeat(5000)}?to=join`, REGISTER],
      ['/r/%ZZ', SHOP],
      ['/r/%ZZ?to=join', REGISTER],
      ['/en/r/a%2', SHOP],
      ['/ru/r/%C0%AF?to=join', REGISTER],
      ['/r', SHOP],
      ['/by/r/?to=join', REGISTER],
      ['/r/demo/extra', SHOP],
    ];
    for (const [url, location] of cases) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    expect(await em().count(ReferralClick, {})).toBe(before);
  });

  it('redirects a badly encoded link over a real socket too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    for (const target of ['/r/%ZZ', `/r/${'y'.repeat(300)}`, '/r/%ZZ?to=join']) {
      const res = await rawGet(port, target);
      expect(res.status, target).toBe(302);
      expect(res.headers.location, target).toMatch(
        /^https:\/\/(shop\.example\/|ambassador\.example\/user\/register$)/,
      );
    }
  });

  it('stops recording clicks from one address after 30 a minute, but still redirects', async () => {
    const b = await blogger(t.app);
    const answers = [];
    for (let i = 0; i < 35; i++) answers.push(await visit(`/r/${b.referralCode}`, '10.9.9.9'));
    expect(answers.every((a) => a.statusCode === 302)).toBe(true);
    expect(answers.filter((a) => String(a.headers.location).includes('click_id')).length).toBe(30);
    expect(await em().count(ReferralClick, { owner: b.id })).toBe(30);
  });

  it('is the link the profile shows', async () => {
    const b = await blogger(t.app, { locale: 'en', currency: 'USD' });
    const res = await t.app.inject({
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${await mintToken(t.app, b.email)}` },
    });
    expect(res.json().referral_link).toBe(`https://en.ambassador.example/r/${b.referralCode}`);
  });
});
