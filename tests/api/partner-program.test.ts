/** GET partner-program: the plan in force, the ladder and the money rules, in the viewer's currency. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_MINOR } from '#contract/money.ts';
import { RAFFLE_MIN_MINOR } from '#contract/ranks.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import { DEFAULT_LADDER } from '../../api/modules/ranks/ladder.service.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';

let t: TestApp;
let rub: string;
let usd: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  rub = await mintToken(t.app, 'ambassador@demo.local');
  usd = await mintToken(t.app, 'emma@demo.local');
  admin = await mintToken(t.app, 'admin@demo.local');
});
afterAll(async () => t?.close());

const program = async (token: string | null) => {
  const res = await t.app.inject({ url: '/api/v1/partner-program', headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() };
};

describe('GET partner-program', () => {
  it('gives the plan, ladder and rules in RUB and in USD', async () => {
    const ru = (await program(rub)).body;
    expect(ru).toMatchObject({
      currency: 'RUB',
      plan: {
        personal_bp: DEFAULT_PLAN.rates.personal,
        levels_bp: DEFAULT_PLAN.rates.levels,
        early_personal_bp: DEFAULT_PLAN.rates.early_personal,
        early_levels_bp: DEFAULT_PLAN.rates.early_levels,
        early_days: DEFAULT_PLAN.early_days,
      },
      ranks: DEFAULT_LADDER,
      quick_start: {
        bonus_minor: DEFAULT_PLAN.quick_start.RUB,
        revenue_minor: 50_000_000,
        partners_more_than: 20,
      },
      raffle_min_minor: RAFFLE_MIN_MINOR.RUB,
      min_withdrawal_minor: MIN_WITHDRAWAL_MINOR.RUB,
      integrations_per_month: 2,
      moderation_hours: { from: '09:00', to: '18:00', max_wait_hours: 1 },
    });
    const en = (await program(usd)).body;
    expect(en).toMatchObject({
      currency: 'USD',
      quick_start: { bonus_minor: DEFAULT_PLAN.quick_start.USD },
      raffle_min_minor: RAFFLE_MIN_MINOR.USD,
      min_withdrawal_minor: 10_000,
    });
  });

  it('follows a newly saved plan', async () => {
    const plan = structuredClone(DEFAULT_PLAN);
    plan.rates.personal = 2345;
    plan.rates.levels = [610, 320, 230, 140];
    plan.early_days = 45;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/commission-plan',
      headers: bearer(admin),
      payload: plan,
    });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await program(rub)).body.plan).toMatchObject({
      personal_bp: 2345,
      levels_bp: [610, 320, 230, 140],
      early_days: 45,
    });
  });

  it('is for signed-in, approved accounts only', async () => {
    expect((await program(null)).status).toBe(401);
    expect((await program(await mintToken(t.app, 'review@demo.local'))).status).toBe(403);
  });
});
