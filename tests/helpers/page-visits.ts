/**
 * What the every-page audit opens: each page of src/routes as the demo role it is for, plus the states of a
 * page its address alone does not show (a filter, a lesson, an editor, each onboarding step).
 */
import type { Page } from 'playwright-core';
import { ApiPath } from '#contract/api-paths.ts';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { ADMIN_EMAIL } from './journey.ts';
import { openUrl, waitForReady } from './page-audit.ts';

export type Role = 'guest' | 'blogger' | 'placements' | 'newbie' | 'review' | 'admin';
export type Lang = 'ru' | 'en';

/** Who opens the pages of each role; the English site's blogger is the UAE one. */
export const ACCOUNTS: Record<Exclude<Role, 'guest'>, Record<Lang, string>> = {
  blogger: { ru: 'ambassador@demo.local', en: 'emma@demo.local' },
  // Irina has a placement in every status; a removal she owes keeps her on the placements page.
  placements: { ru: 'irina@demo.local', en: 'emma@demo.local' },
  newbie: { ru: 'newbie@demo.local', en: 'newbie@demo.local' },
  review: { ru: 'review@demo.local', en: 'review@demo.local' },
  admin: { ru: ADMIN_EMAIL, en: ADMIN_EMAIL },
};

/** Routes the audit does not open: each only redirects (the coverage test checks it), so has no page. */
export const REDIRECT_ONLY: Record<string, string> = {
  '/admin': 'sends staff to /admin/applicants',
  '/income': "the spec's short alias of /user/income",
  '/team': "the spec's short alias of /user/team",
};

export interface Visit {
  role: Role;
  /** The route's address (what the coverage test counts); null for an address no route serves. */
  route: string | null;
  /** A state of the page the address alone does not show; a function gets the site's base URL. */
  search?: string | ((page: Page, base: string) => Promise<string>);
  name?: string;
  /** Before a fresh load: e.g. an API answer the page should see; returns the undo. */
  setup?: (page: Page) => Promise<() => Promise<void>>;
  /** After the load: opens a state by hand (an editor). */
  act?: (page: Page) => Promise<void>;
}

/** The search of the first link matching `selector` on `path` (a course, a lesson of it). */
const linkSearch = (path: string, selector: string) => async (page: Page, base: string) => {
  await openUrl(page, `${base}${path}`);
  await waitForReady(page);
  const href = await page.locator(selector).first().getAttribute('href');
  return new URL(href ?? '', base).search;
};

/** The onboarding of a newbie who has done the steps before `index` (the server's answer, rewritten). */
const onboardingAt = (index: number) => async (page: Page) => {
  const url = `**/api/v1/${ApiPath.onboarding}`;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = { ...(await response.json()), completed_steps: ONBOARDING_STEPS.slice(0, index) };
    await route.fulfill({ response, json: body });
  });
  return () => page.unroute(url);
};

const COURSE = 'a[href*="/user/course?id="]';
const firstCourse = linkSearch('/user/courses', COURSE);
const as = (role: Role, routes: string[]) => routes.map((route): Visit => ({ role, route }));

export const VISITS: Visit[] = [
  ...as('guest', ['/', '/user/landing', '/user/login', '/user/register', '/user/password-recovery']),
  ...as('guest', ['/terms', '/privacy']),
  { role: 'guest', route: '/user/password-recovery/change', search: '?token=unknown-token' },
  { role: 'guest', route: null, name: '/no-such-page' },
  { role: 'review', route: '/user/register', name: '/user/register (under review)' },
  ...as('blogger', ['/user/profile', '/profile', '/user/income', '/user/wallet']),
  ...as('blogger', ['/user/team', '/user/ranks', '/ranks', '/user/promocodes', '/user/products']),
  ...as('blogger', ['/user/partner-program', '/user/courses', '/user/documents']),
  { role: 'blogger', route: '/user/course', search: firstCourse },
  {
    role: 'blogger',
    route: '/user/course',
    name: '/user/course (lesson)',
    search: async (page, base) =>
      linkSearch(`/user/course${await firstCourse(page, base)}`, 'a[href*="lesson="]')(page, base),
  },
  { role: 'placements', route: '/user/placements' },
  { role: 'placements', route: '/user/placements', search: '?status=rejected' },
  {
    role: 'placements',
    route: '/user/placements',
    name: '/user/placements (new draft)',
    act: async (page) => {
      await page.locator('main button').first().click();
      await page.locator('main form, main textarea').first().waitFor();
    },
  },
  ...ONBOARDING_STEPS.map(
    (step, i): Visit => ({
      role: 'newbie',
      route: '/user/onboarding',
      name: `/user/onboarding (${step})`,
      setup: onboardingAt(i),
    }),
  ),
  { role: 'newbie', route: '/onboarding' },
  ...as('admin', ['/admin/applicants', '/admin/placements', '/admin/payouts', '/admin/sales/unattributed']),
  ...as('admin', ['/admin/sales/import', '/admin/audit', '/admin/outbox', '/admin/commissions']),
  ...as('admin', ['/admin/ranks', '/admin/landing', '/admin/courses', '/admin/products', '/admin/ord']),
  ...as('admin', ['/admin/fraud', '/admin/receipts', '/admin/placement-costs', '/admin/ad-rules']),
  { role: 'admin', route: '/admin/applicants', search: '?status=approved' },
  { role: 'admin', route: '/admin/landing', search: '?tab=faq&locale=en' },
];
