/**
 * Staff in the browser: after sign-in (and on the landing or the profile) they land in the admin area, an
 * ambassador page they open offers the way back, and the admin header shows every section without the page
 * growing sideways, on a desktop and on a phone.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { openUrl, waitForReady } from '../helpers/page-audit.ts';

const app = openApp({ pagePerTest: false });
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SCREENSHOT_DIR;

const staff = [
  { email: ADMIN_EMAIL, base: () => app.server.url, lang: 'ru', adminLink: 'Админ-панель', all: true },
  {
    email: 'manager@demo.local',
    base: () => app.server.enUrl,
    lang: 'en',
    adminLink: 'Admin area',
    all: false,
  },
] as const;

const ADMIN_PAGES = [
  'applicants',
  'placements',
  'payouts',
  'sales/unattributed',
  'sales/import',
  'audit',
  'outbox',
  'commissions',
  'ranks',
  'landing',
  'courses',
  'products',
];

const onPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });

/** Horizontal overflow of the page, and the admin tabs not fully inside both the viewport and their row. */
const layoutFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) faults.push(`page ${width} > ${window.innerWidth}`);
    const nav = document.querySelector('.admin-header__nav');
    const row = nav?.getBoundingClientRect();
    const tabs = [...(nav?.querySelectorAll('a') ?? [])];
    // One tab per admin section (src/components/layouts/admin-layout.tsx).
    if (!row || tabs.length !== 17) faults.push(`${tabs.length} tabs`);
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      const inside =
        row &&
        box.left >= Math.max(0, row.left) - 0.5 &&
        box.right <= Math.min(window.innerWidth, row.right) + 0.5 &&
        box.top >= row.top - 0.5 &&
        box.bottom <= row.bottom + 0.5;
      if (!inside || box.width < 1 || tab.scrollWidth > tab.clientWidth)
        faults.push(`tab ${tab.textContent}`);
    }
    return faults;
  });

describe.each(staff)('$email', (s) => {
  // One sign-in per account: each counts against the per-address limit.
  let page: Page;
  beforeAll(async () => {
    page = await app.newPage([s.base()], { viewport: DESKTOP });
    await signInUi(page, s.base(), s.email, DEMO_PASSWORD);
  });
  const applicants = () => '/admin/applicants';

  it('lands in the admin area after sign-in, from the landing and from the profile', async () => {
    await onPath(page, applicants());
    for (const path of ['/', '/profile', '/user/profile']) {
      await page.goto(`${s.base()}${path}`);
      await onPath(page, applicants());
    }
    await page.locator('.admin-header__nav a[aria-current=page]').waitFor();

    // An ambassador page staff may look at (draft courses, decision 058) leads back to the admin area.
    await page.goto(`${s.base()}/user/courses`);
    await page.getByRole('link', { name: s.adminLink }).click();
    await onPath(page, applicants());
  });

  it('shows every admin tab without the page growing sideways', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const section of s.all ? ADMIN_PAGES : ['applicants']) {
        // Through the app's router, as a tab click goes; ready = no route change or request in flight.
        await openUrl(page, `${s.base()}/admin/${section}`);
        await waitForReady(page);
        await page.locator('.admin-header__nav a[aria-current=page]').waitFor();
        await page.locator('main h1').first().waitFor();
        expect(await layoutFaults(page), `${section} at ${viewport.width}`).toEqual([]);
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-${s.lang}-${viewport.width}.png` });
    }
  });
});
