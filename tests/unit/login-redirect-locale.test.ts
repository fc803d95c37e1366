import type { ParsedLocation } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { guardLayout } from '../../src/features/auth/guard-route.ts';
import { setAppLocale } from '../../src/lib/app-locale.ts';
import type { RouterContext } from '../../src/router-context.ts';

const guestContext = {
  auth: { ensureLoaded: async () => {}, getState: () => ({ user: null }) },
} as unknown as RouterContext;

/** The router sees paths without the locale prefix (its URL rewrite strips it). */
const at = (href: string) =>
  ({ pathname: href.split('?')[0], href, searchStr: href.slice(href.indexOf('?')) }) as ParsedLocation;

async function loginRedirect(href: string): Promise<unknown> {
  const thrown = await guardLayout('default', { context: guestContext, location: at(href) }).then(
    () => null,
    (error: unknown) => error,
  );
  return (thrown as { options?: { to?: string; search?: { redirect?: string } } } | null)?.options;
}

afterEach(() => setAppLocale('ru', 'ru'));

describe('login redirect keeps the full path wanted (SPEC §2)', () => {
  it('keeps the locale prefix of a page outside the domain language', async () => {
    setAppLocale('en', 'ru');
    expect(await loginRedirect('/user/wallet?tab=1')).toMatchObject({
      to: '/user/login',
      search: { redirect: '/en/user/wallet?tab=1' },
    });
  });

  it('has no prefix where the page is in the domain language', async () => {
    setAppLocale('en', 'en');
    expect(await loginRedirect('/user/wallet?tab=1')).toMatchObject({
      search: { redirect: '/user/wallet?tab=1' },
    });
  });
});
