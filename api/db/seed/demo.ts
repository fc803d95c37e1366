/**
 * Demo data for local runs: three accounts covering the main states. Runs only while the users table is
 * empty, so restarts keep whatever was changed. Never enabled implicitly in production (SEED_DEMO).
 */
import type { EntityManager } from '@mikro-orm/core';
import { hashPassword } from '../../lib/password.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';

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
    note: 'approved, onboarded',
  },
  { email: 'admin@demo.local', password: DEMO_PASSWORD, role: 'admin', note: 'moderation and admin' },
  { email: 'review@demo.local', password: DEMO_PASSWORD, role: 'ambassador', note: 'under review' },
];

/** Returns true when it created the demo accounts. */
export async function seedDemo(em: EntityManager): Promise<boolean> {
  if ((await em.count(User, {})) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  em.create(User, {
    email: 'ambassador@demo.local',
    passwordHash,
    role: 'ambassador',
    status: 'approved',
    onboardingCompleted: true,
    firstName: 'Анна',
    lastName: 'Демидова',
    surname: 'Сергеевна',
    inn: '500100732259',
    residency: 'RU',
    type: 'self_employed',
  });
  em.create(User, {
    email: 'admin@demo.local',
    passwordHash,
    role: 'admin',
    status: 'approved',
    onboardingCompleted: true,
    firstName: 'Admin',
    lastName: 'Demo',
  });
  em.create(User, { email: 'review@demo.local', passwordHash, role: 'ambassador', status: 'review' });
  await em.flush();
  return true;
}
