/**
 * Every page of the app, as the demo role it is for, in Russian (`/`) and English (`/en/`, the UAE variant),
 * on a phone (390×844) and a desktop (1280×800): no horizontal overflow, no table cell whose parts spill
 * under its phone label, and no axe-core WCAG 2.1 AA violation. The pages come from src/routes, so a new
 * route file fails the coverage test until it is listed here. SHOTS_DIR=… saves a full-page screenshot of
 * each.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { TokenPair } from '#contract/auth.ts';
import { AUTH_REFRESH_COOKIE, AUTH_TOKEN_COOKIE } from '#contract/landing-html.ts';
import { openApp } from '../helpers/app.ts';
import { apiCall, DEMO_PASSWORD } from '../helpers/journey.ts';
import {
  AXE_SCRIPT,
  axeProblems,
  injectAxe,
  labelGridProblems,
  maybeShoot,
  openUrl,
  overflowProblems,
  waitForReady,
} from '../helpers/page-audit.ts';
import { ACCOUNTS, type Lang, REDIRECT_ONLY, type Role, VISITS, type Visit } from '../helpers/page-visits.ts';
import { isRedirectOnly, routeFiles } from '../helpers/route-files.ts';

const app = openApp({ pagePerTest: false });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** One API sign-in per account for the whole file: sign-ins are rate-limited. */
const sessions = new Map<string, Promise<TokenPair>>();
function session(email: string): Promise<TokenPair> {
  if (!sessions.has(email)) {
    sessions.set(
      email,
      apiCall<TokenPair>(app.server.url, ApiPath.signIn, { json: { email, password: DEMO_PASSWORD } }).then(
        (r) => {
          if (r.status !== 200) throw new Error(`sign-in of ${email}: ${r.status}`);
          return r.body;
        },
      ),
    );
  }
  return sessions.get(email) as Promise<TokenPair>;
}

async function openRole(role: Role, lang: Lang, viewport: { width: number; height: number }) {
  // No service worker: each role's context would otherwise precache the whole app while the pages are audited
  // (a quarter of this file's time); offline and updates have their own tests in tests/pwa.
  const context = await app.browser.newContext({ viewport, serviceWorkers: 'block' });
  await injectAxe(context);
  if (role !== 'guest') {
    const pair = await session(ACCOUNTS[role][lang]);
    const url = app.server.url;
    await context.addCookies([
      { name: AUTH_TOKEN_COOKIE, value: pair.token, url },
      { name: AUTH_REFRESH_COOKIE, value: pair.refresh_token, url },
      { name: 'auth.refreshed-at', value: String(Date.now()), url },
    ]);
  }
  return { context, page: await context.newPage() };
}

async function audit(page: Page, visit: Visit, base: string, shot: string): Promise<string[]> {
  const problems: string[] = [];
  const search = typeof visit.search === 'function' ? await visit.search(page, base) : (visit.search ?? '');
  const path = visit.route ?? visit.name ?? '/';
  const undo = await visit.setup?.(page);
  const onResponse = (r: { status(): number; url(): string }) => {
    if (r.status() >= 500) problems.push(`${r.status()} from ${r.url()}`);
  };
  page.on('response', onResponse);
  try {
    // The landing is its own entry; a rewritten API answer needs a fresh copy of the page's data.
    const fullLoad = path === '/' || path === '/user/landing' || !!visit.setup;
    await openUrl(page, `${base}${path}${search}`, fullLoad);
    await waitForReady(page);
    if (visit.act) {
      await visit.act(page);
      await waitForReady(page);
    }
    const landed = new URL(page.url()).pathname.replace(/\/$/, '');
    const wanted = new URL(`${base}${path}`).pathname.replace(/\/$/, '');
    if (visit.route && landed !== wanted) problems.push(`landed on ${landed || '/'}, not ${wanted || '/'}`);
    problems.push(
      ...(await overflowProblems(page)),
      ...(await labelGridProblems(page)),
      ...(await axeProblems(page)),
    );
    await maybeShoot(page, shot);
  } catch (error) {
    problems.push(`failed: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    page.off('response', onResponse);
    await undo?.();
  }
  return problems;
}

const COMBOS = (['ru', 'en'] as const).flatMap((lang) =>
  (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).map((size) => ({ lang, size })),
);

it.each(COMBOS)(
  'every page in $lang on the $size passes the overflow and WCAG 2.1 AA checks',
  async ({ lang, size }) => {
    const started = Date.now();
    const base = `${app.server.url}${lang === 'en' ? '/en' : ''}`;
    const roles = new Map<Role, Promise<{ context: BrowserContext; page: Page }>>();
    const problems: string[] = [];
    try {
      for (const visit of VISITS) {
        if (!roles.has(visit.role)) roles.set(visit.role, openRole(visit.role, lang, VIEWPORTS[size]));
        const { page } = await (roles.get(visit.role) as Promise<{ page: Page }>);
        const label = visit.name ?? `${visit.route}${typeof visit.search === 'string' ? visit.search : ''}`;
        for (const line of await audit(page, visit, base, `${lang}-${size}-${label}`))
          problems.push(`[${lang} ${size}] ${label} as ${visit.role}: ${line}`);
      }
    } finally {
      for (const opened of roles.values()) await (await opened).context.close();
    }
    console.log(`${lang} ${size}: ${VISITS.length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(problems).toEqual([]);
  },
  300_000,
);

it('opens every page of the route tree (redirect-only routes are listed and really only redirect)', () => {
  const visited = new Set(VISITS.map((v) => v.route));
  const routes = routeFiles();
  for (const route of routes) {
    if (REDIRECT_ONLY[route.path])
      expect(isRedirectOnly(route), `${route.file} is not redirect-only`).toBe(true);
  }
  const missing = routes.filter((r) => !visited.has(r.path) && !REDIRECT_ONLY[r.path]).map((r) => r.file);
  // The other way round: a visit to a removed route would only audit the not-found page.
  const paths = new Set(routes.map((r) => r.path));
  expect([...visited].filter((path) => path !== null && !paths.has(path))).toEqual([]);
  expect(missing).toEqual([]);
});

it('the checks catch a planted contrast violation, an element wider than the window and a spilling cell', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.setContent(
    '<main><h1>Planted</h1><p style="color:#bbb">pale</p><div class="too-wide" style="width:600px">x</div>' +
      '<table><tr><td data-label="Rank" style="display:grid"><b>Лидер</b> / Leader</td></tr></table></main>',
  );
  await page.addScriptTag({ path: AXE_SCRIPT });
  const overflow = await overflowProblems(page);
  const axe = await axeProblems(page);
  const cells = await labelGridProblems(page);
  await context.close();
  expect(cells).toEqual(['cell "Rank" has 2 loose parts: Лидер / Leader']);
  expect(overflow).toEqual([
    expect.stringMatching(/^overflow: 608px > 390px: div\.too-wide "x" reach 608px/),
  ]);
  expect(axe).toEqual(expect.arrayContaining([expect.stringMatching(/^color-contrast \(serious\) at p:/)]));
});
