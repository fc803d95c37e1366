/**
 * The landing's real figures: approved ambassadors (staff, applicants and rejected accounts are not) and the
 * money paid out through completed withdrawals in the page's currency; cached with the rest of the payload.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, loadLandingData } from '../../api/modules/landing/landing.service.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

async function withdrawal(owner: string, amount: number, currency: 'RUB' | 'USD', status: string) {
  const em = t.app.orm.em.fork();
  em.create(Withdrawal, {
    owner,
    amount,
    currency,
    status: status as Withdrawal['status'],
    idempotencyKey: randomUUID(),
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
  });
  await em.flush();
}

describe('landing figures', () => {
  it('are zero on an empty program (the page then hides them)', async () => {
    const res = await t.app.inject({ url: '/api/v1/landing' });
    expect(res.json().figures).toEqual({ ambassadors: 0, paid_out_minor: 0 });
  });

  it('count approved ambassadors and completed payouts in the page currency, cached briefly', async () => {
    const now = Date.now() + 10 * CACHE_TTL_MS;
    const a = await createUser(t.app, { email: 'a@fig.test' });
    const b = await createUser(t.app, { email: 'b@fig.test', currency: 'USD' });
    await createUser(t.app, { email: 'staff@fig.test', role: 'moderator' });
    await createUser(t.app, { email: 'review@fig.test', status: 'review' });
    await createUser(t.app, { email: 'no@fig.test', status: 'rejected' });
    await withdrawal(a.id, 1_500_000, 'RUB', 'completed');
    await withdrawal(a.id, 2_000_000, 'RUB', 'completed');
    await withdrawal(a.id, 9_900_000, 'RUB', 'pending');
    await withdrawal(a.id, 7_700_000, 'RUB', 'failed');
    await withdrawal(b.id, 25_000, 'USD', 'completed');

    const ru = await loadLandingData(t.app.orm.em.fork(), 'ru', now);
    expect(ru.figures).toEqual({ ambassadors: 2, paid_out_minor: 3_500_000 });
    const en = await loadLandingData(t.app.orm.em.fork(), 'en', now);
    expect(en.figures).toEqual({ ambassadors: 2, paid_out_minor: 25_000 });

    // A new ambassador shows up once the cached payload expires, not on every guest's request.
    await createUser(t.app, { email: 'c@fig.test' });
    expect((await loadLandingData(t.app.orm.em.fork(), 'ru', now + 1000)).figures.ambassadors).toBe(2);
    const later = await loadLandingData(t.app.orm.em.fork(), 'ru', now + CACHE_TTL_MS);
    expect(later.figures.ambassadors).toBe(3);
  });
});
