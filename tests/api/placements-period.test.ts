/**
 * A placement counts as an integration for the month its period starts in (decision 042), so what goes to
 * moderation and what is approved must be an ad the blogger can still publish: a period that starts no
 * earlier than the account, and is not over yet (trust finding 5). Drafts may hold any dates (offline edits).
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removalDueAt } from '#contract/placements.ts';
import { integrationsIn } from '../../api/modules/commissions/month-close.service.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft } from '../helpers/api-placements.ts';

const DAY_MS = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

let t: TestApp;
let admin: string;
let fresh: { id: string; token: string };
let old: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.local')).token;
  // Registered 10 days ago, and long ago.
  const a = await createUser(t.app, {
    email: 'fresh@period.test',
    createdAt: new Date(Date.now() - 10 * DAY_MS),
  });
  const b = await createUser(t.app, {
    email: 'old@period.test',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  fresh = { id: a.id, token: (await signIn(t.app, a.email)).token };
  old = { id: b.id, token: (await signIn(t.app, b.email)).token };
});
afterAll(async () => t?.close());

async function trySubmit(token: string, dates: object, headers = {}) {
  const id = newId();
  expect((await putDraft(t.app, token, id, draftBody(dates))).statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/placements/${id}/submit`,
    headers: { ...bearer(token), 'idempotency-key': newId(), ...headers },
  });
  const status = (await t.app.orm.em.fork().findOneOrFail(Placement, { id })).status;
  return { res, status };
}

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(422);
  const body = res.json() as { code: string; errors: Record<string, string[]> };
  expect(body.code).toBe('validation_failed');
  expect(body.errors[field]?.[0]?.length).toBeGreaterThan(10);
  return body.errors[field]?.[0] as string;
}

describe('submitting a placement', () => {
  it('refuses a period that starts before the account existed, in both languages', async () => {
    const dates = { start_date: isoDay(-12), end_date: isoDay(5) };
    const ru = await trySubmit(fresh.token, dates);
    expect(expectRefused(ru.res, 'start_date')).toMatch(/[а-я]/);
    expect(ru.status).toBe('draft');
    const en = await trySubmit(fresh.token, dates, ENGLISH);
    expect(expectRefused(en.res, 'start_date')).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses a period wholly in the past, stories included', async () => {
    const post = await trySubmit(old.token, { start_date: isoDay(-20), end_date: isoDay(-2) });
    expectRefused(post.res, 'end_date');
    expect(post.status).toBe('draft');
    const stories = await trySubmit(old.token, { format: 'stories', start_date: isoDay(-3), end_date: '' });
    expectRefused(stories.res, 'start_date');
  });

  it('accepts a period that runs now, from the day of registration on', async () => {
    expect((await trySubmit(old.token, { start_date: isoDay(-3), end_date: isoDay(3) })).status).toBe(
      'moderation',
    );
    const today = await trySubmit(fresh.token, { start_date: isoDay(-10), end_date: isoDay(0) });
    expect(today.res.statusCode).toBe(200);
    expect(today.status).toBe('moderation');
    const stories = await trySubmit(old.token, { format: 'stories', start_date: isoDay(0), end_date: '' });
    expect(stories.status).toBe('moderation');
  });
});

describe('approving a placement', () => {
  /** One already on moderation (submitted before these rules, or its period ran out while it waited). */
  async function onModeration(owner: string, startDate: string, endDate: string) {
    const em = t.app.orm.em.fork();
    const row = em.create(Placement, {
      id: uuidv7(),
      owner,
      revision: 1,
      status: 'moderation',
      network: 'vk',
      format: 'post',
      category: 'fitness',
      startDate,
      endDate,
      removalDueAt: removalDueAt('post', endDate),
      text: 'A workout story for the brand',
      reach: 1000,
      targetUrl: 'https://brand.example/offer',
      submittedAt: new Date(),
    });
    await em.flush();
    return row.id;
  }
  const approve = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/placements/${id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve' },
    });

  it('refuses both, so neither counts as an integration; rejecting still works', async () => {
    const past = await onModeration(old.id, isoDay(-20), isoDay(-2));
    const early = await onModeration(fresh.id, isoDay(-12), isoDay(5));
    expectRefused(await approve(past), 'end_date');
    expectRefused(await approve(early), 'start_date');
    const rows = await t.app.orm.em.fork().find(Placement, { id: { $in: [past, early] } });
    expect(rows.map((r) => [r.status, r.erid ?? null])).toEqual([
      ['moderation', null],
      ['moderation', null],
    ]);
    expect(await integrationsIn(t.app.orm.em.fork(), old.id, isoDay(-20).slice(0, 7))).toBe(0);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/placements/${past}/decision`,
      headers: bearer(admin),
      payload: { decision: 'reject', reason: 'The period is over' },
    });
    expect(reject.statusCode).toBe(200);
  });

  it('approves a current one', async () => {
    const id = await onModeration(old.id, isoDay(-1), isoDay(6));
    expect((await approve(id)).statusCode).toBe(200);
  });
});
