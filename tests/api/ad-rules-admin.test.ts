/**
 * Staff edit the ad rules (docs/decisions/074-ad-rules.md): an admin adds a rule, changes it, switches it
 * off and on; the next submit and the next approval read the change. Each kind needs its own figure, codes
 * are unique, moderators only read, and a refused change writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft } from '../helpers/api-placements.ts';

let t: TestApp;
let ru: string;
let admin: string;
let moderator: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'ru@rules-admin.test' });
  await createUser(t.app, { email: 'admin@rules-admin.test', role: 'admin' });
  await createUser(t.app, { email: 'mod@rules-admin.test', role: 'moderator' });
  ru = (await signIn(t.app, 'ru@rules-admin.test')).token;
  admin = (await signIn(t.app, 'admin@rules-admin.test')).token;
  moderator = (await signIn(t.app, 'mod@rules-admin.test')).token;
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT', url: string, tk: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1/admin/ad-rules${url}`, headers: bearer(tk), payload });
const rules = async () =>
  (await t.app.inject({ url: '/api/v1/admin/ad-rules', headers: bearer(admin) })).json() as {
    code: string;
    active: boolean;
    network: string | null;
  }[];

const telegramBan = {
  code: 'ru_telegram_test',
  kind: 'banned_network',
  market: 'ru',
  network: 'Telegram',
  law: 'Тестовый закон',
  in_force_from: '2025-01-01',
  reason_ru: 'Реклама в Telegram запрещена (тест).',
  reason_en: 'Advertising on Telegram is banned (test).',
};

async function submitTelegram() {
  const id = newId();
  expect((await putDraft(t.app, ru, id, draftBody({ network: 'telegram' }))).statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/placements/${id}/submit`,
    headers: { ...bearer(ru), 'idempotency-key': `${id}:1` },
  });
}

describe('staff edit the ad rules', () => {
  it('an added rule refuses the next submit; switched off it refuses nothing; on again, approval too', async () => {
    expect((await send('POST', '', moderator, telegramBan)).statusCode).toBe(403);
    const created = await send('POST', '', admin, telegramBan);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ network: 'telegram', min_followers: null, active: true });
    const refused = await submitTelegram();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.network).toEqual(['Реклама в Telegram запрещена (тест).']);
    const marking = await t.app.inject({ url: '/api/v1/ad-rules', headers: bearer(ru) });
    expect(marking.json().rules.map((r: { code: string }) => r.code)).toContain('ru_telegram_test');

    expect((await send('PUT', '/ru_telegram_test', admin, { active: false })).json().active).toBe(false);
    const off = await t.app.inject({ url: '/api/v1/ad-rules', headers: bearer(ru) });
    expect(off.json().rules.map((r: { code: string }) => r.code)).not.toContain('ru_telegram_test');
    expect((await rules()).find((r) => r.code === 'ru_telegram_test')?.active).toBe(false);
    const passed = await submitTelegram();
    expect(passed.statusCode).toBe(200);

    // Switched on while the placement waits in the queue: the approval refuses the token.
    expect((await send('PUT', '/ru_telegram_test', admin, { active: true })).statusCode).toBe(200);
    const decision = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/placements/${passed.json().id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve' },
    });
    expect(decision.statusCode).toBe(422);
    expect(decision.json().code).toBe('ad_rule_refused');
    await send('PUT', '/ru_telegram_test', admin, { active: false });
  });

  it('refuses a rule without its figure, a taken code and bad text, writing nothing', async () => {
    const before = await rules();
    const noNetwork = await send('POST', '', admin, { ...telegramBan, code: 'x1', network: '' });
    expect(noNetwork.statusCode).toBe(422);
    expect(Object.keys(noNetwork.json().errors)).toEqual(['network']);
    const noCount = await send('POST', '', admin, {
      ...telegramBan,
      code: 'x2',
      kind: 'blogger_registry',
      network: null,
    });
    expect(Object.keys(noCount.json().errors)).toEqual(['min_followers']);
    const taken = await send('POST', '', admin, { ...telegramBan, code: 'ru_instagram' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.code).toEqual(['Правило с таким кодом уже есть']);
    expect((await send('POST', '', admin, { ...telegramBan, code: 'Bad code' })).statusCode).toBe(422);
    const control = await send('POST', '', admin, { ...telegramBan, code: 'x3', reason_en: 'a\u0000b' });
    expect(control.statusCode).toBe(422);
    const huge = await send('PUT', '/ru_blogger_registry', admin, { min_followers: 10 ** 12 });
    expect(huge.statusCode).toBe(422);
    // A ban cannot lose its network.
    const cleared = await send('PUT', '/ru_instagram', admin, { network: '' });
    expect(cleared.statusCode).toBe(422);
    expect(Object.keys(cleared.json().errors)).toEqual(['network']);
    expect(await rules()).toEqual(before);
  });

  it('keeps only the kind’s own figure: a registry rule has no network', async () => {
    const res = await send('POST', '', admin, {
      ...telegramBan,
      code: 'ru_registry_test',
      kind: 'blogger_registry',
      min_followers: 50_000,
      active: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ network: null, min_followers: 50_000, active: false });
  });
});
