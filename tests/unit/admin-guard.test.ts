import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/auth.ts';
import { resolveAdminGuard } from '../../src/features/auth/admin-guard.ts';

const user = (role: SessionUser['role']): SessionUser => ({
  id: 'u1',
  email: 'u@example.com',
  role,
  status: 'approved',
  inn: null,
  residency: null,
  type: null,
  market: 'ru',
  first_name: null,
  last_name: null,
  surname: null,
  onboarding_completed: false,
  access: 0,
  has_not_deleted: false,
});

describe('admin guard', () => {
  it('sends a guest to login with the wanted page as redirect', () => {
    expect(resolveAdminGuard(null, '/admin/applicants?status=rejected')).toEqual({
      to: '/user/login',
      search: { redirect: '/admin/applicants?status=rejected' },
    });
  });

  it('sends an ambassador to the profile', () => {
    expect(resolveAdminGuard(user('ambassador'), '/admin/applicants')).toEqual({ to: '/user/profile' });
  });

  it('lets moderators and admins in, whatever their onboarding state', () => {
    expect(resolveAdminGuard(user('moderator'), '/admin/audit')).toBeNull();
    expect(resolveAdminGuard(user('admin'), '/admin/outbox')).toBeNull();
  });
});
