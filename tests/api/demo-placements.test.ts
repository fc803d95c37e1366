/**
 * The demo seed's irina@ shows placements in every status of the spec (api/db/seed/demo-placements.ts),
 * the one due for removal included: marked, its period over, and holding her on the placements page until
 * she confirms by press-and-hold that the ad is gone.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { PlacementCostRow, PlacementStats, PromocodeStats } from '#contract/placement-stats.ts';
import { PLACEMENT_STATUSES, type Placement } from '#contract/placements.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

const IRINA = 'irina@demo.local';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (token: string, path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

it('gives irina@ a placement in every submitted status, one due for removal among them', async () => {
  const { token } = await signIn(t.app, IRINA);
  const list: Placement[] = await get(token, ApiPath.placements);
  const statuses = new Set(list.map((p) => p.status));
  expect([...statuses].sort()).toEqual(PLACEMENT_STATUSES.filter((s) => s !== 'draft').sort());

  const due = list.find((p) => p.status === 'needs_removal')!;
  expect(due.erid).toBeTruthy();
  expect(due.end_date < new Date().toISOString().slice(0, 10)).toBe(true);
  expect(new Date(due.removal_due_at).getTime()).toBeLessThan(Date.now());
  expect((await get(token, ApiPath.session)).user.has_not_deleted).toBe(true);

  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${ApiPath.placementRemoval(due.id)}`,
    headers: bearer(token),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().status).toBe('completed');
});

it('gives irina@ a placement in each ad-rule state (docs/decisions/074-ad-rules.md)', async () => {
  const { token } = await signIn(t.app, IRINA);
  const list: Placement[] = await get(token, ApiPath.placements);
  const live = list.find((p) => p.format === 'stories' && p.status === 'ready');
  expect(live).toMatchObject({ registry_entry: expect.stringMatching(/^https:/) });
  expect(live!.followers).toBeGreaterThanOrEqual(10_000);
  expect(list.some((p) => p.status === 'rejected' && p.network === 'instagram')).toBe(true);
  expect(list.filter((p) => p.network === 'instagram' && p.erid)).toEqual([]);
  const unregistered = list.find((p) => p.status === 'moderation' && p.followers >= 10_000);
  expect(unregistered?.registry_entry).toBe('');
  const admin = (await signIn(t.app, 'admin@demo.local')).token;
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${ApiPath.adminPlacementDecision(unregistered!.id)}`,
    headers: bearer(admin),
    payload: { decision: 'approve' },
  });
  expect(approve.statusCode).toBe(422);
  expect(approve.json().errors.registry_entry).toHaveLength(1);
});

it('gives every marked demo placement clicks, and orders with earnings to the published ones (decision 080)', async () => {
  const { token } = await signIn(t.app, IRINA);
  const stats: PlacementStats[] = await get(token, ApiPath.placementStats);
  const list: Placement[] = await get(token, ApiPath.placements);
  const marked = list.filter((p) => p.erid);
  expect(stats.map((s) => s.placement_id).sort()).toEqual(marked.map((p) => p.id).sort());
  for (const s of stats) {
    expect(s.clicks).toBeGreaterThan(0);
    expect(s.tracked_url).toMatch(/\/r\/irina\?erid=/);
  }
  const completed = marked.find((p) => p.status === 'completed')!;
  expect(stats.find((s) => s.placement_id === completed.id)).toMatchObject({
    orders: 3,
    revenue: 249_000 + 2 * 99_000,
    earnings: expect.any(Number),
  });
  expect(stats.every((s) => s.orders === 0 || s.earnings > 0)).toBe(true);
  // The demo ambassador's and Emma's sales by code count for the integrations that carried the code.
  for (const email of ['ambassador@demo.local', 'emma@demo.local']) {
    const own: PlacementStats[] = await get((await signIn(t.app, email)).token, ApiPath.placementStats);
    expect(own.filter((s) => s.orders > 0 && s.earnings > 0).length, email).toBeGreaterThan(0);
    const codes: PromocodeStats[] = await get((await signIn(t.app, email)).token, ApiPath.promocodeStats);
    expect(
      codes.some((c) => c.orders > 0 && c.clicks > 0),
      email,
    ).toBe(true);
  }
  const admin = (await signIn(t.app, 'admin@demo.local')).token;
  const costs: PlacementCostRow[] = await get(admin, ApiPath.adminPlacementCosts);
  expect(new Set(costs.map((r) => r.currency))).toEqual(new Set(['RUB', 'USD']));
  expect(costs.filter((r) => r.orders > 0).every((r) => (r.cost_per_order ?? 0) > 0)).toBe(true);
  await expectLedgerBalanced(t.app.orm.em.fork());
});
