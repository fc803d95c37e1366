/**
 * Leaked promocodes (docs/decisions/078): the hourly scan, started by the scheduler's own timers on a
 * controllable clock, flags a code used far beyond its blogger's link and placements, with the figures, once
 * however many instances run it; staff retire it and the old code attributes until its grace period ends.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeakPage, PromocodeLeak } from '#contract/leaks.ts';
import { scanHour } from '../../api/jobs/leak-scan.ts';
import { JOB_PERIODS_MS, type ScheduledJob, type StopJobs, startJobs } from '../../api/jobs/scheduler.ts';
import { setClock } from '../../api/lib/clock.ts';
import { PromocodeUse } from '../../api/modules/fraud/leak.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { JobRun } from '../../api/modules/system/job-run.entity.ts';
import { createTestApp, mailsTo, signIn, type TestApp } from '../helpers/api-app.ts';
import { staffToken } from '../helpers/fraud.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, clickIdFor, order, postEvents } from '../helpers/sales.ts';

const TICK_MS = 25;
const DAY_MS = 86_400_000;
const LEAKS_URL = '/api/v1/admin/fraud/leaks';
/** Only the scan ticks fast; the other jobs keep their hourly pace (they still run once at start). */
const PERIODS = { ...JOB_PERIODS_MS, 'leak-scan': TICK_MS } as Record<ScheduledJob, number>;

let t: TestApp;
let secret: string;
let staff: string;
let stops: StopJobs[] = [];
const em = () => t.app.orm.em.fork();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  secret = t.config.sales.webhookSecret;
  staff = await staffToken(t.app);
});
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
  setClock(null);
  await expectLedgerBalanced(em());
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const leaks = async (status = 'open'): Promise<LeakPage> =>
  (await t.app.inject({ url: `${LEAKS_URL}?status=${status}`, headers: auth(staff) })).json();
const leakOf = async (code: string, status = 'open') =>
  (await leaks(status)).items.find((l) => l.promocode.code === code);
const until = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 5_000, interval: TICK_MS }).toBe(true);
/** Two instances' schedulers on one database (started once), the clock at `at`; resolves once that hour's scan has finished. */
async function scanAt(at: Date) {
  setClock(at);
  if (!stops.length) stops.push(startJobs(t.app, t.config, PERIODS), startJobs(t.app, t.config, PERIODS));
  await until(
    async () => !!(await em().findOne(JobRun, { name: 'leak-scan', period: scanHour(at) }))?.finishedAt,
  );
  // Both instances' scans run a few more times: none of them acts twice.
  await Promise.all(stops.map((s) => s.ran('leak-scan', 2)));
}

/** A blogger with a code, one click through their link, and `n` coupon-site orders from one region. */
async function leakedCode(code: string, leaked: number) {
  const seller = await blogger(t.app, { promocode: code });
  const click = await clickIdFor(t.app, seller.referralCode ?? '');
  const events = [
    // Two orders came through the blogger's own link: those the link explains.
    ...[0, 1].map(() => order({ promocode: code, click_id: click, customer_region: 'RU-SPE' })),
    ...Array.from({ length: leaked }, (_, i) =>
      order({
        promocode: code,
        customer_region: 'RU-MOW',
        referrer: i % 2 ? 'https://www.pepper.ru/deals/123' : 'pepper.ru',
        occurred_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      }),
    ),
  ];
  const res = await postEvents(t.app, secret, events);
  expect(res.statusCode).toBe(200);
  return seller;
}

describe('the leak scan', () => {
  it('flags a code used far beyond its link, with the figures; a code its link explains is not', async () => {
    const code = `LEAK${process.pid}`;
    await leakedCode(code, 12);
    const fine = await blogger(t.app, { promocode: `FINE${process.pid}` });
    const click = await clickIdFor(t.app, fine.referralCode ?? '');
    await postEvents(
      t.app,
      secret,
      Array.from({ length: 12 }, () => order({ promocode: `FINE${process.pid}`, click_id: click })),
    );
    const uses = await em().find(PromocodeUse, { referrerHost: { $ne: null } });
    expect(new Set(uses.map((u) => u.referrerHost))).toEqual(new Set(['pepper.ru']));

    await scanAt(new Date(Date.now() + 60_000));
    const leak = (await leakOf(code)) as PromocodeLeak;
    expect(leak.signals).toEqual(['unexplained', 'region_burst', 'referrer_burst', 'coupon_site']);
    expect(leak.figures).toMatchObject({
      window_days: 7,
      orders: 14,
      orders_with_click: 2,
      clicks: 1,
      placements: 0,
      reach: 0,
      explained: 2,
      unexplained: 12,
      burst_orders: 14,
      top_region: { value: 'RU-MOW', orders: 12, of: 14 },
      top_referrer: { value: 'pepper.ru', orders: 12, of: 12 },
      coupon_orders: 12,
      coupon_sites: ['pepper.ru'],
    });
    expect(await leakOf(`FINE${process.pid}`)).toBeUndefined();
    // Two schedulers, one run of the hour and one flag.
    expect(await em().count(JobRun, { name: 'leak-scan' })).toBe(1);
    expect((await leaks()).items.filter((l) => l.promocode.code === code)).toHaveLength(1);
  });

  it('keeps the figures current on the next hour, and a dismissed flag stays dismissed', async () => {
    const code = `MORE${process.pid}`;
    await leakedCode(code, 10);
    await scanAt(new Date(Date.now() + 2 * 3_600_000));
    expect((await leakOf(code))?.figures.orders).toBe(12);
    await postEvents(t.app, secret, [order({ promocode: code, referrer: 'promokodi.net' })]);
    await scanAt(new Date(Date.now() + 3 * 3_600_000));
    const leak = (await leakOf(code)) as PromocodeLeak;
    expect(leak.figures).toMatchObject({ orders: 13, coupon_sites: ['pepper.ru', 'promokodi.net'] });

    const dismiss = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `${LEAKS_URL}/${leak.id}/dismiss`,
        headers: auth(staff),
        payload: { reason },
      });
    expect((await dismiss('A partner campaign')).json()).toMatchObject({ status: 'dismissed' });
    expect((await dismiss('again')).statusCode).toBe(409);
    await scanAt(new Date(Date.now() + 4 * 3_600_000));
    expect(await leakOf(code)).toBeUndefined();
    expect((await leakOf(code, 'dismissed'))?.reason).toBe('A partner campaign');
  });
});

describe('retiring a leaked code', () => {
  it('issues a new code, tells the blogger, and the old one stops attributing after its grace', async () => {
    const code = `GONE${process.pid}`;
    const seller = await leakedCode(code, 12);
    await scanAt(new Date(Date.now() + 5 * 3_600_000));
    const leak = (await leakOf(code)) as PromocodeLeak;

    // Staff retire it "ten days ago" with a week's grace: the old code counted until three days ago.
    const retiredAt = new Date(Date.now() - 10 * DAY_MS);
    setClock(retiredAt);
    const retire = () =>
      t.app.inject({
        method: 'POST',
        url: `${LEAKS_URL}/${leak.id}/retire`,
        headers: auth(staff),
        payload: { grace_days: 7 },
      });
    const res = await retire();
    expect(res.statusCode).toBe(200);
    const done: PromocodeLeak = res.json();
    expect(done.status).toBe('retired');
    expect(done.replacement).toMatch(new RegExp(`^${code}[A-Z2-9]{4}$`));
    expect(done.grace_until).toBe(new Date(retiredAt.getTime() + 7 * DAY_MS).toISOString());
    expect((await retire()).statusCode).toBe(409);
    setClock(null);

    const replacement = done.replacement as string;
    const newCode = await em().findOneOrFail(Promocode, { code: replacement });
    expect(newCode.owner.id).toBe(seller.id);
    const [mail] = await mailsTo(t.app, seller.email);
    expect(mail?.subject).toContain(code);
    expect(mail?.text).toContain(replacement);
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: auth(staff) });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ action: 'promocode.retire', target_id: leak.id }),
    );

    // In grace (placed before its end), after it, after it with the blogger's own click, and the new code.
    const click = await clickIdFor(t.app, seller.referralCode ?? '');
    const events = [
      order({ promocode: code, occurred_at: new Date(Date.now() - 5 * DAY_MS).toISOString() }),
      order({ promocode: code, occurred_at: new Date(Date.now() - DAY_MS).toISOString() }),
      order({ promocode: code, click_id: click }),
      order({ promocode: replacement }),
    ];
    const results = (await postEvents(t.app, secret, events)).json().results;
    expect(results.map((r: { attribution: string | null }) => r.attribution)).toEqual([
      'promocode',
      null,
      'click',
      'promocode',
    ]);
    const sellers = await em().find(Order, { externalId: { $in: events.map((e) => e.external_id) } });
    expect(sellers.filter((o) => o.seller?.id === seller.id)).toHaveLength(3);

    // The blogger sees why in the app: the old code, until when, and the new one.
    const token = (await signIn(t.app, seller.email)).token;
    const mine = (await t.app.inject({ url: '/api/v1/promocodes', headers: auth(token) })).json();
    expect(mine).toContainEqual(
      expect.objectContaining({
        code,
        retired: { reason: 'leaked', until: done.grace_until, replacement },
      }),
    );
    expect(mine).toContainEqual(expect.objectContaining({ code: replacement, retired: null }));

    // A retired code is not flagged again.
    await scanAt(new Date(Date.now() + 6 * 3_600_000));
    expect(await leakOf(code)).toBeUndefined();
  });
});
