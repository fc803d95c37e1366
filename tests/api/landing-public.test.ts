/**
 * GET landing: the payload per locale (currency and figures differ, only published items, by position) and
 * its in-memory cache (fresh for CACHE_TTL_MS, dropped by staff edits of its sources).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingData } from '#contract/landing.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import { FaqItem, Review } from '../../api/modules/landing/landing.entity.ts';
import { CACHE_TTL_MS, loadLandingData } from '../../api/modules/landing/landing.service.ts';
import { DEFAULT_LADDER } from '../../api/modules/ranks/ladder.service.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await mintToken(t.app, (await createUser(t.app, { email: 'ad@l.test', role: 'admin' })).email);
  const em = t.app.orm.em.fork();
  const review = (locale: 'ru' | 'en', author: string, position: number, published = true) =>
    em.create(Review, { locale, author, caption: '', text: `${author} says hi`, position, published });
  review('ru', 'Второй', 20);
  review('ru', 'Первый', 10);
  review('ru', 'Черновик', 5, false);
  review('en', 'Only', 1);
  em.create(FaqItem, { locale: 'en', question: 'Q2?', answer: 'A2', position: 2, published: true });
  em.create(FaqItem, { locale: 'en', question: 'Q1?', answer: 'A1', position: 1, published: true });
  em.create(FaqItem, { locale: 'en', question: 'Hidden?', answer: 'No', position: 0, published: false });
  await em.flush();
});
afterAll(async () => t?.close());

async function landing(query = ''): Promise<{ status: number; body: LandingData; cache?: string }> {
  const res = await t.app.inject({ url: `/api/v1/landing${query}` });
  return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] as string };
}

describe('GET landing', () => {
  it('answers Russian in roubles by default, from the ladder, the plan and the conditions', async () => {
    const { status, body, cache } = await landing();
    expect(status).toBe(200);
    expect(cache).toMatch(/public, max-age=\d+/);
    expect(body.locale).toBe('ru');
    expect(body.currency).toBe('RUB');
    expect(body.ranks).toEqual(DEFAULT_LADDER);
    expect(body.plan).toEqual({
      personal_bp: 2000,
      levels_bp: [500, 300, 200, 100],
      early_personal_bp: 2500,
      early_levels_bp: [700, 400, 300, 200],
      early_days: 60,
    });
    expect(body.conditions).toEqual({
      min_withdrawal_minor: 1_000_000,
      integrations_per_month: 2,
      moderation_hours: { from: '09:00', to: '18:00', max_wait_hours: 1 },
      late_removal_fine_minor: 50_000_000,
      channel_registration_followers: 10_000,
      subscription_below_followers: 3_000,
      quick_start_bonus_minor: DEFAULT_PLAN.quick_start.RUB,
      raffle_min_minor: 100_000_000,
    });
    expect(body.reviews.map((r) => r.author)).toEqual(['Первый', 'Второй']);
    expect(body.faq).toEqual([]);
  });

  it('answers English in dollars with only its own published items, in order', async () => {
    const { body } = await landing('?locale=en');
    expect(body.currency).toBe('USD');
    expect(body.conditions.min_withdrawal_minor).toBe(10_000);
    expect(body.conditions.late_removal_fine_minor).toBe(550_000);
    expect(body.conditions.quick_start_bonus_minor).toBe(DEFAULT_PLAN.quick_start.USD);
    expect(body.conditions.raffle_min_minor).toBe(1_100_000);
    expect(body.reviews.map((r) => r.author)).toEqual(['Only']);
    expect(body.faq.map((f) => f.question)).toEqual(['Q1?', 'Q2?']);
    expect(body.faq.every((f) => f.published && f.locale === 'en')).toBe(true);
  });

  it('refuses an unknown locale with the app error body', async () => {
    const res = await t.app.inject({ url: '/api/v1/landing?locale=de' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { locale: expect.any(Array) } });
  });

  it('keeps the payload for CACHE_TTL_MS, then reads again', async () => {
    const em = t.app.orm.em.fork();
    const now = Date.now() + 10 * CACHE_TTL_MS;
    const first = await loadLandingData(em, 'en', now);
    // Written behind the service's back: the cache does not know yet.
    em.create(Review, { locale: 'en', author: 'Late', caption: '', text: 'x', position: 9, published: true });
    await em.flush();
    expect(await loadLandingData(em, 'en', now + 1000)).toBe(first);
    const later = await loadLandingData(em, 'en', now + CACHE_TTL_MS);
    expect(later.reviews.map((r) => r.author)).toEqual(['Only', 'Late']);
    await em.nativeDelete(Review, { author: 'Late' });
  });

  it('drops the cache when staff save the plan or the ladder', async () => {
    const before = (await landing('?locale=en')).body;
    const auth = { authorization: `Bearer ${admin}` };
    const plan = structuredClone(DEFAULT_PLAN);
    plan.rates.personal = 2100;
    plan.quick_start.USD = 40_000;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/commission-plan',
      headers: auth,
      payload: plan,
    });
    expect(saved.statusCode).toBeLessThan(300);
    const after = (await landing('?locale=en')).body;
    expect(after.plan.personal_bp).toBe(2100);
    expect(after.conditions.quick_start_bonus_minor).toBe(40_000);
    expect(before.plan.personal_bp).toBe(2000);

    const ranks = structuredClone(DEFAULT_LADDER);
    ranks[1] = { ...ranks[1], name_en: 'Shooting star' } as (typeof ranks)[number];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/ranks',
      headers: auth,
      payload: { ranks },
    });
    expect(put.statusCode).toBe(200);
    expect((await landing('?locale=en')).body.ranks[1]?.name_en).toBe('Shooting star');
  });
});
