/**
 * Ads that are legal to run (docs/decisions/074-ad-rules.md): a Russian account's Instagram placement and a
 * 10 000+ channel without its Roskomnadzor list entry are refused before moderation and again before the
 * token, with the rule's reason in the reader's language; the rules are data staff can change; the UAE
 * market is outside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft } from '../helpers/api-placements.ts';

let t: TestApp;
let ru: string;
let uae: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'ru@rules.test' });
  await createUser(t.app, { email: 'uae@rules.test', currency: 'USD' });
  await createUser(t.app, { email: 'admin@rules.test', role: 'admin' });
  ru = (await signIn(t.app, 'ru@rules.test')).token;
  uae = (await signIn(t.app, 'uae@rules.test')).token;
  admin = (await signIn(t.app, 'admin@rules.test')).token;
});
afterAll(async () => t?.close());

const submitAs = (tk: string, id: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/placements/${id}/submit`,
    headers: { ...bearer(tk), ...headers, 'idempotency-key': `${id}:1` },
  });

async function draft(tk: string, overrides: Parameters<typeof draftBody>[0] = {}) {
  const id = newId();
  expect((await putDraft(t.app, tk, id, draftBody(overrides))).statusCode).toBe(200);
  return id;
}

const statusOf = async (id: string) => (await t.app.orm.em.fork().findOneOrFail(Placement, id)).status;

describe('banned networks', () => {
  it('refuses a Russian account’s Instagram placement before moderation, with its reason and law', async () => {
    const id = await draft(ru, { network: 'instagram' });
    const res = await submitAs(ru, id);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('ad_rule_refused');
    expect(body.errors.network[0]).toMatch(/Instagram запрещена в России с 1 сентября 2025 года.*72-ФЗ/);
    expect(await statusOf(id)).toBe('draft');
  });

  it('gives the same reason in English to the English site', async () => {
    const id = await draft(ru, { network: 'instagram' });
    const res = await submitAs(ru, id, ENGLISH);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.network[0]).toMatch(
      /Instagram is banned in Russia from 1 September 2025.*72-FZ/,
    );
  });

  it('lets the UAE market post on Instagram: Russian marking rules are not its rules', async () => {
    const id = await draft(uae, { network: 'instagram' });
    expect((await submitAs(uae, id)).statusCode).toBe(200);
    const marking = await t.app.inject({ url: '/api/v1/ad-rules', headers: bearer(uae) });
    expect(marking.json()).toEqual({ market: 'en', advertiser: null, rules: [] });
  });

  it('refuses the token too when a placement waited in the queue while the rule came in', async () => {
    const id = await draft(ru, { network: 'telegram' });
    expect((await submitAs(ru, id)).statusCode).toBe(200);
    const ban = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/ad-rules/ru_instagram',
      headers: bearer(admin),
      payload: { network: 'telegram' },
    });
    expect(ban.statusCode).toBe(200);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/placements/${id}/decision`,
        headers: bearer(admin),
        payload: { decision: 'approve' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('ad_rule_refused');
      const row = await t.app.orm.em.fork().findOneOrFail(Placement, id);
      expect([row.status, row.erid]).toEqual(['moderation', null]);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/ad-rules/ru_instagram',
        headers: bearer(admin),
        payload: { network: 'instagram' },
      });
    }
  });
});

describe('the blogger registry', () => {
  it('refuses a channel of 10 000 followers without its list entry, and takes it with the entry', async () => {
    const id = await draft(ru, { followers: 10_000 });
    const res = await submitAs(ru, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.registry_entry[0]).toMatch(/10 000 подписчиков/);
    const entry = 'https://gosuslugi.example/bloggers/record/4812';
    expect(
      (
        await putDraft(t.app, ru, id, draftBody({ revision: 2, followers: 10_000, registry_entry: entry }))
      ).json(),
    ).toMatchObject({ registry_entry: entry, followers: 10_000 });
    expect((await submitAs(ru, id)).statusCode).toBe(200);
  });

  it('lets a channel under 10 000 go without an entry', async () => {
    const id = await draft(ru, { followers: 9_999 });
    expect((await submitAs(ru, id)).statusCode).toBe(200);
  });
});

describe('the rules as data', () => {
  it('gives a blogger their market’s rules with law, date and both reasons, and the advertiser', async () => {
    const res = await t.app.inject({ url: '/api/v1/ad-rules', headers: bearer(ru) });
    expect(res.statusCode).toBe(200);
    const { advertiser, rules } = res.json();
    expect(advertiser).toEqual({ name: 'Ambassador', inn: '7701234560' });
    expect(rules.map((r: { code: string }) => r.code)).toEqual([
      'ru_instagram',
      'ru_facebook',
      'ru_blogger_registry',
    ]);
    expect(rules[2]).toMatchObject({ min_followers: 10_000, in_force_from: '2025-01-01' });
    for (const rule of rules) expect(rule.reason_ru && rule.reason_en && rule.law).toBeTruthy();
  });

  it('lets only admins change a rule, audited; bad input is a 422 that changes nothing', async () => {
    const put = (tk: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/ad-rules/ru_facebook',
        headers: bearer(tk),
        payload,
      });
    expect((await put(ru, { law: 'x' })).statusCode).toBe(403);
    expect((await put(admin, { in_force_from: '2025-02-30' })).statusCode).toBe(422);
    expect((await put(admin, { min_followers: -1 })).statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/ad-rules/nope',
      headers: bearer(admin),
      payload: { law: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const audit = await t.app.inject({ url: '/api/v1/admin/audit', headers: bearer(admin) });
    expect(JSON.stringify(audit.json())).toContain('ad_rule.update');
    const all = await t.app.inject({ url: '/api/v1/admin/ad-rules', headers: bearer(admin) });
    expect(all.json().find((r: { code: string }) => r.code === 'ru_facebook').in_force_from).toBe(
      '2025-09-01',
    );
  });
});
