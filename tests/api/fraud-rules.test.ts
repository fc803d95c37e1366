/** The fraud rules (docs/decisions/070): each flags what it should and nothing else; staff switch them. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { emailHash, phoneHash } from '../../api/modules/fraud/identity.ts';
import { PayoutConnection } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { chain, customerOrder, staffToken } from '../helpers/fraud.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, clickIdFor, order, postEvents, uniq } from '../helpers/sales.ts';
import { auth } from '../helpers/wallet.ts';

let t: TestApp;
let secret: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  secret = t.config.sales.webhookSecret;
  staff = await staffToken(t.app);
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
/** The rules an order broke ([] when it was paid straight away). */
async function flagsOf(ev: { external_id: string }): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/v1/admin/fraud/reviews', headers: auth(staff) });
  const found = (res.json().items as { rules: string[]; order: { external_id: string } }[]).find(
    (r) => r.order.external_id === ev.external_id,
  );
  return found?.rules ?? [];
}
const send = async (...events: Record<string, unknown>[]) => {
  const res = await postEvents(t.app, secret, events);
  expect(res.statusCode).toBe(200);
  return res;
};

describe('self-referral', () => {
  it('flags the seller’s own Gmail address written with dots, a +tag and capitals', async () => {
    const c = await chain(t.app);
    await em().nativeUpdate(User, { id: c.seller.id }, { email: 'jane.doe@gmail.com' });
    const ev = customerOrder(c.promocode, 'Jane.D.o.e+promo@GoogleMail.com');
    await send(ev);
    expect(await flagsOf(ev)).toEqual(['self_referral']);
  });

  it('flags an upline’s phone and a team member’s e-mail, not a stranger', async () => {
    const c = await chain(t.app);
    await em().nativeUpdate(User, { id: c.uplines[2]?.id }, { phone: '8 (999) 123-45-67' });
    const partner = await blogger(t.app, { sponsor: c.seller.id });
    const byPhone = order({ promocode: c.promocode, customer_phone_hash: phoneHash('+7 999 123 45 67') });
    const byPartner = customerOrder(c.promocode, partner.email);
    const stranger = customerOrder(c.promocode, 'someone.else@example.com');
    await send(byPhone, byPartner, stranger);
    expect(await flagsOf(byPhone)).toEqual(['self_referral']);
    expect(await flagsOf(byPartner)).toEqual(['self_referral']);
    expect(await flagsOf(stranger)).toEqual([]);
    expect(await bookBalance(em(), c.seller.id, 'accrued')).toBe(20_000);
  });
});

describe('the same customer through several bloggers', () => {
  it('flags the second blogger’s sale inside the window, in one batch or later, not outside it', async () => {
    const a = await chain(t.app);
    const b = await chain(t.app);
    const who = `${uniq('buyer')}@example.com`;
    const first = customerOrder(a.promocode, who);
    const again = customerOrder(a.promocode, who);
    const other = customerOrder(b.promocode, who);
    await send(first, again, other);
    expect(await flagsOf(first)).toEqual([]);
    expect(await flagsOf(again)).toEqual([]);
    expect(await flagsOf(other)).toEqual(['several_bloggers']);
    const late = {
      ...customerOrder(b.promocode, who),
      occurred_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    };
    await send(late);
    expect(await flagsOf(late)).toEqual([]);
  });
});

describe('disposable e-mail, paid clicks and shared payout accounts', () => {
  it('flags a throwaway domain (with its subdomains), not an ordinary one', async () => {
    const c = await chain(t.app);
    const throwaway = order({ promocode: c.promocode, customer_email_domain: 'mailinator.com' });
    const sub = order({ promocode: c.promocode, customer_email_domain: 'anything.33mail.com' });
    const ordinary = order({ promocode: c.promocode, customer_email_domain: 'gmail.com' });
    await send(throwaway, sub, ordinary);
    expect(await flagsOf(throwaway)).toEqual(['disposable_email']);
    expect(await flagsOf(sub)).toEqual(['disposable_email']);
    expect(await flagsOf(ordinary)).toEqual([]);
  });

  it('flags a sale by a click that came with gclid or yclid', async () => {
    const b = await blogger(t.app);
    const paid = await t.app.inject({ url: `/r/${b.referralCode}?gclid=Cj0KCQ&utm_source=google` });
    const paidId = new URL(String(paid.headers.location)).searchParams.get('click_id');
    const plain = await clickIdFor(t.app, String(b.referralCode), '10.0.0.7');
    const viaAd = order({ click_id: paidId });
    const viaPost = order({ click_id: plain });
    await send(viaAd, viaPost);
    expect(await flagsOf(viaAd)).toEqual(['paid_click']);
    expect(await flagsOf(viaPost)).toEqual([]);
  });

  it('flags the sales of a blogger whose payout account is another blogger’s too', async () => {
    const c = await chain(t.app);
    const twin = await createUser(t.app, { email: `${uniq('twin')}@fraud.test` });
    const fork = em();
    for (const owner of [c.seller.id, twin.id])
      fork.create(PayoutConnection, { owner, provider: 'sandbox', externalId: `acct-${c.seller.id}` });
    await fork.flush();
    const ev = order({ promocode: c.promocode });
    await send(ev);
    expect(await flagsOf(ev)).toEqual(['shared_payout']);
  });
});

describe('rules as data', () => {
  it('an admin switches a rule off (audited); a moderator may read but not switch', async () => {
    const moderatorEmail = `${uniq('mod')}@fraud.test`;
    await createUser(t.app, { email: moderatorEmail, role: 'moderator' });
    const moderator = (await signIn(t.app, moderatorEmail)).token;
    const url = '/api/v1/admin/fraud/rules/self_referral';
    const put = (token: string, enabled: boolean) =>
      t.app.inject({ method: 'PUT', url, headers: auth(token), payload: { enabled } });
    expect((await put(moderator, false)).statusCode).toBe(403);
    const off = await put(staff, false);
    expect(off.json().items).toContainEqual({ code: 'self_referral', enabled: false });
    const c = await chain(t.app);
    const ev = customerOrder(c.promocode, c.seller.email);
    await send(ev);
    expect(await flagsOf(ev)).toEqual([]);
    expect(await bookBalance(em(), c.seller.id, 'accrued')).toBe(20_000);
    expect((await put(staff, true)).json().items).toContainEqual({ code: 'self_referral', enabled: true });
    const list = await t.app.inject({ url: '/api/v1/admin/fraud/rules', headers: auth(moderator) });
    expect(list.json().items).toHaveLength(5);
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: auth(staff) });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ action: 'fraud_rule.off', reason: 'self_referral' }),
    );
  });
});

describe('customer fields', () => {
  it('refuses a raw e-mail instead of a hash (422, nothing stored), and the CSV import takes the columns', async () => {
    const c = await chain(t.app);
    const raw = order({ promocode: c.promocode, customer_email_hash: c.seller.email });
    expect((await postEvents(t.app, secret, [raw])).statusCode).toBe(422);
    const id = uniq('csv');
    const csv = [
      'external_id,product,amount,currency,occurred_at,promocode,customer_email_hash',
      `${id},monthly,100000,RUB,${new Date().toISOString()},${c.promocode},${emailHash(c.seller.email)?.toUpperCase()}`,
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sales/import',
      headers: auth(staff),
      payload: { csv },
    });
    expect(res.json()).toMatchObject({ recorded: 1, invalid: 0 });
    expect(await flagsOf({ external_id: id })).toEqual(['self_referral']);
  });
});
