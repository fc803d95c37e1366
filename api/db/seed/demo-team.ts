/**
 * The demo ambassador's team (issue 10): ~40 people over 4 lines in every team status, a hidden and a
 * rejected account whose partners stay, integrations behind the statuses, this month's sales of team
 * members (income brought on every line), her manager for the whole branch, and her rank with its
 * history (demo-ranks.ts). Part of seedDemo, after the money seed and before the tree is rebuilt.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { dateParam, db } from '../../lib/db-query.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { applyOrder } from '../../modules/commissions/commissions.service.ts';
import { Order } from '../../modules/orders/order.entity.ts';
import { Placement } from '../../modules/placements/placement.entity.ts';
import { Promocode } from '../../modules/promocodes/promocode.entity.ts';
import { assignManager } from '../../modules/team/manager-admin.service.ts';
import { demoIntegrations } from './demo-integrations.ts';
import { monthStart, PRICES, random } from './demo-money-sales.ts';
import { seedDemoRanks } from './demo-ranks.ts';
import { DEMO_TEAM, type DemoMember, demoPhone } from './demo-team-members.ts';

const DAY_MS = 86_400_000;

export interface DemoTeamAccounts {
  ambassador: User;
  admin: User;
  /** Seeded accounts a member may hang below (maria, sveta, …), by key. */
  seeded: Record<string, User>;
  passwordHash: string;
}

/** The start of the member's latest integration. */
function integrationDay(when: DemoMember['integration'], now: Date): Date | null {
  if (when === undefined) return null;
  if (when === 'this') return new Date(Math.max(monthStart(now, 0).getTime(), now.getTime() - 4 * DAY_MS));
  if (when === 'last') return new Date(monthStart(now, -1).getTime() + 11 * DAY_MS);
  return new Date(now.getTime() - when * DAY_MS);
}

export async function seedDemoTeam(em: EntityManager, accounts: DemoTeamAccounts, now = new Date()) {
  const { ambassador, admin, passwordHash } = accounts;
  const next = random(40_404);
  const users: Record<string, User> = { anna: ambassador, ...accounts.seeded };
  DEMO_TEAM.forEach((m, i) => {
    const approved = m.kind !== 'validation';
    const onboarded = !['validation', 'newbie'].includes(m.kind);
    users[m.key] = em.create(User, {
      email: `${m.nick.replace('_', '.')}@demo.local`,
      passwordHash,
      role: 'ambassador',
      status:
        m.kind === 'validation'
          ? 'review'
          : m.kind === 'hidden' || m.kind === 'rejected'
            ? m.kind
            : 'approved',
      currency: approved ? 'RUB' : null,
      firstName: m.first,
      lastName: m.last,
      nickname: m.nick,
      phone: demoPhone(i),
      telegram: `@${m.nick}`,
      country: 'Россия',
      sponsor: users[m.sponsor] as User,
      createdAt: new Date(now.getTime() - m.joined * DAY_MS),
      onboardingCompleted: onboarded,
      onboardingSteps: onboarded ? ONBOARDING_STEPS.join(',') : '',
      rejectionReason: m.kind === 'rejected' ? 'Аудитория меньше 3 000 подписчиков' : null,
      ...(m.rank && { rankCode: m.rank, rankSince: monthStart(now, 0) }),
    });
  });

  // Integrations behind the statuses; the ambassador's own one this month counts toward her next rank.
  const integrations = demoIntegrations(em, 500);
  for (const m of DEMO_TEAM) {
    const day = integrationDay(m.integration, now);
    if (day) integrations(users[m.key] as User, m.nick.toUpperCase(), [day], next);
  }
  integrations(ambassador, 'ANNA10', [integrationDay('this', now) as Date], next);

  // This month's sales of team members on each line, with their own promocodes.
  const from = monthStart(now, 0).getTime();
  const span = Math.max(0, now.getTime() - 3_600_000 - from);
  const orders: { order: Order; at: Date }[] = [];
  for (const m of DEMO_TEAM.filter((member) => member.sales)) {
    const code = m.nick
      .replace(/[^a-z]/g, '')
      .toUpperCase()
      .slice(0, 12);
    const owner = users[m.key] as User;
    em.create(Promocode, { owner, network: 'instagram', code, codeKey: code.toLowerCase() });
    for (let j = 0; j < (m.sales ?? 0); j++) {
      const product = j < Math.ceil((m.sales ?? 0) / 2) ? 'annual-12m' : 'quarterly-3m';
      const at = new Date(from + 60_000 + Math.floor(next() * span));
      const order = em.create(Order, {
        externalId: `demo-team-${m.key}-${j}`,
        kind: 'order',
        product,
        amount: PRICES.RUB[product] as number,
        currency: 'RUB',
        promocode: code,
        seller: owner,
        attribution: 'promocode',
        occurredAt: at,
        source: 'webhook',
      });
      orders.push({ order, at });
    }
  }
  await em.flush();
  await em.fork().transactional(async (tx) => {
    for (const { order, at } of orders.sort((a, b) => a.at.getTime() - b.at.getTime()))
      await applyOrder(tx, order.id, at);
  });

  await setLastIntegrations(em);
  const manager = em.create(User, {
    email: 'manager@demo.local',
    passwordHash,
    role: 'moderator',
    status: 'approved',
    onboardingCompleted: true,
    firstName: 'Екатерина',
    lastName: 'Орлова',
    telegram: '@katya_manager',
    phone: '+7 900 000-00-10',
  });
  await em.flush();
  await assignManager(em, admin.id, ambassador.id, { manager_id: manager.id, branch: true }, now);
  await seedDemoRanks(em, ambassador, [users.a1 as User, users.a2 as User], now);
}

/**
 * Moderation stamps `last_integration_at` when a placement gets its ERID; seeds write placements directly,
 * so every demo account gets the start of its latest marked placement.
 */
async function setLastIntegrations(em: EntityManager): Promise<void> {
  const placements = await em.find(
    Placement,
    { erid: { $ne: null }, status: { $in: ['ready', 'needs_removal', 'completed'] } },
    { fields: ['owner', 'startDate'] },
  );
  const latest = new Map<string, string>();
  for (const p of placements) {
    const owner = p.owner.id;
    if (!latest.has(owner) || (latest.get(owner) as string) < p.startDate) latest.set(owner, p.startDate);
  }
  for (const [id, day] of latest)
    await db(em)
      .updateTable('users')
      .set({ last_integration_at: dateParam(em, new Date(`${day}T09:00:00Z`)) })
      .where('id', '=', id)
      .execute();
}
