/** The demo shows ad marking at work: placements marked and one still waiting, a filled reporting board. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '#contract/money.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo ad marking', () => {
  it('has a reporting board with reported and missing months and placements in marking states', async () => {
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const month = monthOf(new Date(Date.now() - 10 * 86_400_000));
    const res = await t.app.inject({ url: `/api/v1/admin/ord/board?month=${month}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { marking: string; impressions: number | null; objects: unknown[] }[];
    expect(rows.some((r) => r.marking === 'pending')).toBe(true);
    expect(rows.some((r) => r.marking === 'marked' && r.objects.length > 0)).toBe(true);
    const earlier = monthOf(new Date(Date.now() - 40 * 86_400_000));
    const before = (
      await t.app.inject({ url: `/api/v1/admin/ord/board?month=${earlier}`, headers: bearer(admin) })
    ).json();
    const all = [...rows, ...before.rows] as { impressions: number | null }[];
    expect(all.some((r) => r.impressions !== null)).toBe(true);
    expect(all.some((r) => r.impressions === null)).toBe(true);
    // Staff see every registry status, a refusal with the registry's messages.
    const objects = [...rows, ...before.rows].flatMap(
      (r: { objects: { status: string; messages: string[] }[] }) => r.objects,
    );
    for (const status of ['processing', 'verified', 'bad'])
      expect(objects.some((x) => x.status === status)).toBe(true);
    expect(objects.filter((x) => x.status === 'bad').every((x) => x.messages.length > 0)).toBe(true);
  });

  it('has the ad rules on the staff screen', async () => {
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const res = await t.app.inject({ url: '/api/v1/admin/ad-rules', headers: bearer(admin) });
    expect(res.json().map((r: { code: string }) => r.code)).toEqual([
      'ru_instagram',
      'ru_facebook',
      'ru_blogger_registry',
    ]);
  });
});
