import type { SessionUser } from '#contract/auth.ts';

/** A signed-in, approved, onboarded ambassador as the session endpoint describes one; override what a test needs. */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  email: 'a@b.c',
  role: 'ambassador',
  status: 'approved',
  inn: null,
  residency: null,
  type: null,
  first_name: 'A',
  last_name: 'B',
  surname: null,
  market: 'ru',
  onboarding_completed: true,
  access: 0,
  has_not_deleted: false,
  ...over,
});
