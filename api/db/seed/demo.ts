/**
 * Demo data for local runs: accounts covering the main states, one with placements in every status, and the demo
 * ambassador's team of about 40 (demo-team.ts). Runs only while the users table is
 * empty, so restarts keep whatever was changed. Never enabled implicitly in production (SEED_DEMO).
 */
import type { EntityManager } from '@mikro-orm/core';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { hashPassword } from '../../lib/password.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { SocialAccount } from '../../modules/accounts/social-account.entity.ts';
import { rebuildTeamLinks } from '../../modules/accounts/team-links.ts';
import { AuditEntry } from '../../modules/audit/audit.entity.ts';
import { seedDemoActs } from './demo-acts.ts';
import { seedDemoCourses } from './demo-courses.ts';
import { seedDemoFraud } from './demo-fraud.ts';
import { seedDemoLanding } from './demo-landing.ts';
import { seedDemoLeaks } from './demo-leaks.ts';
import { type DemoMoneyIds, seedDemoMoney } from './demo-money.ts';
import { seedDemoNpd } from './demo-npd.ts';
import { seedDemoChannels, seedDemoOrd } from './demo-ord.ts';
import { seedDemoPlacementLinks } from './demo-placement-links.ts';
import { seedDemoPlacements } from './demo-placements.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoWithdrawals } from './demo-withdrawals.ts';

/** Meets SPEC §5: ≥ 8 characters, upper, lower, digit and one of ! # $ % ^ & *. */
export const DEMO_PASSWORD = 'Demo2024!';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
  note: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'ambassador@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'approved, onboarded; a team of 40 on 4 lines, rank Rising star',
  },
  { email: 'admin@demo.local', password: DEMO_PASSWORD, role: 'admin', note: 'moderation and admin' },
  {
    email: 'manager@demo.local',
    password: DEMO_PASSWORD,
    role: 'moderator',
    note: "manager of the demo ambassador's branch",
  },
  { email: 'review@demo.local', password: DEMO_PASSWORD, role: 'ambassador', note: 'under review' },
  {
    email: 'newbie@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'approved, onboarding not done',
  },
  {
    email: 'irina@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'placements in every status',
  },
  {
    email: 'emma@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'English (UAE) site, USD sales, UAE school done',
  },
  {
    email: 'oleg@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'a leaked promocode flagged for staff, an older one retired and in its grace period',
  },
  {
    email: 'pavel@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'team level 2 of the demo',
  },
  {
    email: 'sveta@demo.local',
    password: DEMO_PASSWORD,
    role: 'ambassador',
    note: 'team level 3, first 60 days',
  },
];

/** What the last seedDemo() created (null until it ran on an empty database): ids for later seed steps. */
export let demoMoneyIds: DemoMoneyIds | null = null;

/**
 * Returns true when it created the demo accounts. With `varDir` (the server's) it also seeds the demo
 * school, whose media files live there; tests without it get no courses.
 */
export async function seedDemo(em: EntityManager, options: { varDir?: string } = {}): Promise<boolean> {
  if ((await em.count(User, {})) > 0) {
    // A demo database made before the school gets the demo courses once (skipped when any course exists).
    if (options.varDir) await seedDemoCourses(em, options.varDir);
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ambassador = em.create(User, {
    email: 'ambassador@demo.local',
    passwordHash,
    role: 'ambassador',
    status: 'approved',
    currency: 'RUB',
    onboardingCompleted: true,
    firstName: 'Анна',
    lastName: 'Демидова',
    surname: 'Сергеевна',
    inn: '500100732259',
    residency: 'resident',
    type: 'self_employed',
    referralCode: 'demo',
    onboardingSteps: ONBOARDING_STEPS.join(','),
    nickname: 'anna_fit',
    country: 'Россия',
    phone: '+7 900 000-00-01',
  });
  const admin = em.create(User, {
    email: 'admin@demo.local',
    passwordHash,
    role: 'admin',
    status: 'approved',
    onboardingCompleted: true,
    firstName: 'Admin',
    lastName: 'Demo',
    referralCode: 'admin',
  });
  const review = em.create(User, {
    email: 'review@demo.local',
    passwordHash,
    role: 'ambassador',
    status: 'review',
    firstName: 'Олег',
    nickname: 'oleg_runs',
    telegram: '@oleg_runs',
    country: 'Россия',
    sponsor: ambassador,
  });
  em.create(SocialAccount, {
    user: review,
    network: 'instagram',
    url: 'https://instagram.com/oleg_runs',
    followers: 12_000,
  });
  const newbie = em.create(User, {
    email: 'newbie@demo.local',
    passwordHash,
    role: 'ambassador',
    status: 'approved',
    currency: 'RUB',
    firstName: 'Мария',
    nickname: 'masha_fit',
    referralCode: 'newbie',
    sponsor: ambassador,
  });
  const irina = em.create(User, {
    email: 'irina@demo.local',
    passwordHash,
    role: 'ambassador',
    status: 'approved',
    currency: 'RUB',
    onboardingCompleted: true,
    firstName: 'Ирина',
    lastName: 'Соколова',
    inn: '500100732260',
    residency: 'resident',
    type: 'self_employed',
    referralCode: 'irina',
    onboardingSteps: ONBOARDING_STEPS.join(','),
    nickname: 'irina_run',
    country: 'Россия',
    city: 'Казань',
  });
  em.create(AuditEntry, {
    actor: admin,
    action: 'account.approve',
    targetId: irina.id,
    targetEmail: irina.email,
  });
  seedDemoChannels(em, [ambassador, irina]);
  await seedDemoPlacements(em, irina, admin);
  await seedDemoOrd(em, irina, admin, options.varDir);
  await em.flush();
  demoMoneyIds = await seedDemoMoney(em, { ambassador, newbie, passwordHash });
  await seedDemoWithdrawals(em, ambassador.id);
  await seedDemoFraud(em);
  await seedDemoPlacementLinks(em);
  await seedDemoActs(em, demoMoneyIds.closedMonths);
  const seeded = { maria: newbie, sveta: await em.findOneOrFail(User, { email: 'sveta@demo.local' }) };
  await seedDemoTeam(em, { ambassador, admin, seeded, passwordHash });
  // Seeds create users without the registration path, so the sponsor tree is built once at the end.
  await rebuildTeamLinks(em);
  await seedDemoLeaks(em, passwordHash);
  await seedDemoNpd(em);
  await seedDemoLanding(em);
  if (options.varDir) await seedDemoCourses(em, options.varDir);
  await seedDemoProducts(em);
  return true;
}
