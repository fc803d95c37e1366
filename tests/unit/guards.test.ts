import { describe, expect, it } from 'vitest';
import { type GuardInput, resolveGuard } from '../../src/features/auth/guards.ts';
import { sessionUser } from '../helpers/session-user.ts';

const input = (over: Partial<GuardInput>): GuardInput => ({
  layout: 'default',
  guestOnly: false,
  path: '/user/wallet',
  href: '/user/wallet',
  user: null,
  ...over,
});

describe('resolveGuard', () => {
  it('sends a guest on a protected page to login with the full path wanted', () => {
    expect(resolveGuard(input({ href: '/user/wallet?tab=requests' }))).toEqual({
      to: '/user/login',
      search: { redirect: '/user/wallet?tab=requests' },
    });
  });

  it('lets guests see guest pages and registration', () => {
    expect(resolveGuard(input({ layout: 'guest', guestOnly: true, path: '/' }))).toBeNull();
    expect(resolveGuard(input({ layout: 'guest', path: '/user/register' }))).toBeNull();
  });

  it('sends signed-in users away from guest-only pages to the profile', () => {
    expect(
      resolveGuard(input({ layout: 'guest', guestOnly: true, path: '/user/login', user: sessionUser() })),
    ).toEqual({
      to: '/user/profile',
    });
  });

  it('keeps registration open to signed-in users', () => {
    expect(resolveGuard(input({ layout: 'guest', path: '/user/register', user: sessionUser() }))).toBeNull();
  });

  it('holds a user with a pending removal on the placements page', () => {
    const u = sessionUser({ has_not_deleted: true });
    expect(resolveGuard(input({ user: u }))).toEqual({ to: '/user/placements' });
    expect(resolveGuard(input({ user: u, path: '/user/placements' }))).toBeNull();
    expect(resolveGuard(input({ user: u, path: '/advertisement' }))).toBeNull();
  });

  it('checks the pending removal before registration step 2 (SPEC §4 order)', () => {
    const u = sessionUser({ has_not_deleted: true, access: 10 });
    expect(resolveGuard(input({ user: u }))).toEqual({ to: '/user/placements' });
  });

  it('sends access 10 to registration from any layout', () => {
    const u = sessionUser({ access: 10, onboarding_completed: false });
    expect(resolveGuard(input({ user: u }))).toEqual({ to: '/user/register' });
    expect(resolveGuard(input({ layout: 'guest', guestOnly: true, path: '/', user: u }))).toEqual({
      to: '/user/register',
    });
    expect(resolveGuard(input({ layout: 'guest', path: '/user/register', user: u }))).toBeNull();
  });

  it('sends users who have not finished onboarding to it, and finished ones away from it', () => {
    const fresh = sessionUser({ onboarding_completed: false });
    expect(resolveGuard(input({ user: fresh }))).toEqual({ to: '/user/onboarding' });
    expect(resolveGuard(input({ user: fresh, path: '/onboarding' }))).toBeNull();
    // The onboarding 'course' step opens the onboarding course; the list stays closed until the end.
    expect(resolveGuard(input({ user: fresh, path: '/user/course' }))).toBeNull();
    expect(resolveGuard(input({ user: fresh, path: '/user/courses' }))).toEqual({ to: '/user/onboarding' });
    expect(resolveGuard(input({ user: sessionUser(), path: '/user/onboarding' }))).toEqual({
      to: '/user/placements',
    });
  });

  it('holds accounts under review on the registration page', () => {
    const u = sessionUser({ status: 'review', onboarding_completed: false });
    expect(resolveGuard(input({ user: u }))).toEqual({ to: '/user/register' });
    expect(resolveGuard(input({ user: u, path: '/user/onboarding' }))).toEqual({ to: '/user/register' });
    expect(resolveGuard(input({ layout: 'guest', path: '/user/register', user: u }))).toBeNull();
  });

  it('lets an onboarded user through', () => {
    expect(resolveGuard(input({ user: sessionUser() }))).toBeNull();
  });

  it('starts staff in the admin area: after sign-in, on the landing and on the profile', () => {
    for (const role of ['moderator', 'admin'] as const) {
      const staff = sessionUser({ role });
      for (const path of ['/', '/user/landing', '/user/login'])
        expect(resolveGuard(input({ layout: 'guest', guestOnly: true, path, user: staff }))).toEqual({
          to: '/admin/applicants',
        });
      for (const path of ['/profile', '/user/profile'])
        expect(resolveGuard(input({ path, user: staff }))).toEqual({ to: '/admin/applicants' });
      // Staff may still look at what bloggers see (e.g. draft courses, decision 058).
      expect(resolveGuard(input({ path: '/user/courses', user: staff }))).toBeNull();
    }
    expect(resolveGuard(input({ path: '/user/profile', user: sessionUser() }))).toBeNull();
  });
});
