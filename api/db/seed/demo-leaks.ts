/**
 * Demo leaked promocodes and the team leaderboard (docs/decisions/078, 079):
 * - Oleg's OLEGFIT sold 14 times since yesterday, 12 of them from a coupon site in one region with no click
 *   from his link: the scan (run here, as the hourly job would) flags it with its figures;
 * - his older OLEGSALE was retired two days ago with a week's grace: OLEGSALE7QK2 replaces it, and the old
 *   code still counts for five more days;
 * - the ambassador's team leaderboard: the ambassador and Maria show their earnings, Pavel is listed with
 *   his hidden, Sveta never opted in.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { applyOrders } from '../../modules/commissions/apply-orders.ts';
import { PromocodeLeak, PromocodeUse } from '../../modules/fraud/leak.entity.ts';
import { scanLeaks } from '../../modules/fraud/leak-scan.ts';
import { Order, ReferralClick } from '../../modules/orders/order.entity.ts';
import { Promocode } from '../../modules/promocodes/promocode.entity.ts';
import { LeaderboardPref } from '../../modules/team/leaderboard.entity.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export async function seedDemoLeaks(
  em: EntityManager,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const oleg = tx.create(User, {
      email: 'oleg@demo.local',
      passwordHash,
      role: 'ambassador',
      status: 'approved',
      currency: 'RUB',
      firstName: 'Олег',
      nickname: 'oleg_fit',
      referralCode: 'olegfit',
      createdAt: new Date(now.getTime() - 200 * DAY_MS),
      onboardingCompleted: true,
      onboardingSteps: ONBOARDING_STEPS.join(','),
    });
    const leaking = tx.create(Promocode, { owner: oleg, network: 'vk', code: 'OLEGFIT', codeKey: 'olegfit' });
    tx.create(ReferralClick, {
      owner: oleg,
      target: 'shop',
      createdAt: new Date(now.getTime() - 20 * HOUR_MS),
    });
    const orders: Order[] = [];
    for (let i = 0; i < 14; i++) {
      const at = new Date(now.getTime() - (i + 1) * HOUR_MS);
      const order = tx.create(Order, {
        externalId: `demo-leak-${i}`,
        kind: 'order',
        product: i % 3 ? 'monthly' : 'quarterly-3m',
        amount: i % 3 ? 99_000 : 249_000,
        currency: 'RUB',
        promocode: 'OLEGFIT',
        seller: oleg,
        attribution: 'promocode',
        occurredAt: at,
        source: 'webhook',
      });
      const coupon = i >= 2;
      tx.create(PromocodeUse, {
        order,
        promocode: leaking,
        clicked: !coupon,
        region: coupon ? 'RU-MOW' : 'RU-TA',
        referrerHost: coupon ? 'pepper.ru' : 'vk.com',
        occurredAt: at,
      });
      orders.push(order);
    }

    const retiredAt = new Date(now.getTime() - 2 * DAY_MS);
    const retired = tx.create(Promocode, {
      owner: oleg,
      network: 'telegram',
      code: 'OLEGSALE',
      codeKey: 'olegsale',
      createdAt: new Date(now.getTime() - 150 * DAY_MS),
      retiredAt,
      attributesUntil: new Date(retiredAt.getTime() + 7 * DAY_MS),
      replacedBy: 'OLEGSALE7QK2',
    });
    tx.create(Promocode, {
      owner: oleg,
      network: 'telegram',
      code: 'OLEGSALE7QK2',
      codeKey: 'olegsale7qk2',
      createdAt: retiredAt,
    });
    const admin = await tx.findOneOrFail(User, { email: 'admin@demo.local' });
    tx.create(PromocodeLeak, {
      promocode: retired,
      status: 'retired',
      signals: 'unexplained,coupon_site',
      figures: JSON.stringify({
        window_days: 7,
        orders: 31,
        orders_with_click: 4,
        clicks: 6,
        placements: 1,
        reach: 900,
        explained: 13,
        unexplained: 18,
        burst_hours: 24,
        burst_orders: 6,
        top_region: { value: 'RU-SPE', orders: 3, of: 6 },
        top_referrer: { value: 'promokodi.net', orders: 4, of: 5 },
        coupon_orders: 17,
        coupon_sites: ['promokodi.net'],
      }),
      decidedBy: admin,
      decidedAt: retiredAt,
      reason: 'grace 7 d',
      createdAt: new Date(retiredAt.getTime() - DAY_MS),
      updatedAt: new Date(retiredAt.getTime() - DAY_MS),
    });
    await tx.flush();
    await applyOrders(
      tx,
      orders.map((o) => o.id),
      now,
    );

    const prefs: [string, boolean][] = [
      ['ambassador@demo.local', true],
      ['newbie@demo.local', true],
      ['pavel@demo.local', false],
    ];
    for (const [email, showEarnings] of prefs) {
      const user = await tx.findOne(User, { email });
      if (user) tx.create(LeaderboardPref, { user, optIn: true, showEarnings, updatedAt: now });
    }
    await tx.flush();
  });
  await scanLeaks(em, now);
}
