/**
 * The offline placement journey of tests/e2e/placements.test.ts against the balancer: the draft and its
 * three files sync through two instances in turn (round robin, no stickiness), and the server ends up with
 * one placement whose three files are uploaded, each stored once in the bucket.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { apiCall, apiSignIn, DEMO_PASSWORD, skipCookieNotice } from '../helpers/journey.ts';
import { AD_TEXT, myPlacements, offlinePlacementJourney } from '../helpers/placement-journey.ts';
import { cluster } from './cluster-client.ts';
import { listObjects } from './s3.ts';

const BLOGGER = 'ambassador@demo.local';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const servedBy = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
  await skipCookieNotice(context, cluster().url);
  context.on('response', (res) => {
    const by = res.headers()['x-served-by'];
    if (by && new URL(res.url()).pathname.startsWith('/api/v1/uploads')) servedBy.add(by);
  });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

it('prepares a placement offline and syncs it once through the balancer', async () => {
  const base = cluster().url;
  const token = await apiSignIn(base, BLOGGER, DEMO_PASSWORD);
  const code = await apiCall(base, ApiPath.promocodes, { token, json: { network: 'vk', code: 'SPRING24' } });
  expect([201, 409]).toContain(code.status);
  const before = await listObjects(cluster().s3);

  const placementId = await offlinePlacementJourney(page, context, base, {
    email: BLOGGER,
    password: DEMO_PASSWORD,
  });

  const mine = (await myPlacements(base, token)).filter((p) => p.text === AD_TEXT);
  expect(mine.map((p) => [p.id, p.status])).toEqual([[placementId, 'moderation']]);
  const files = mine[0]?.files ?? [];
  expect(files.map((f) => f.uploaded)).toEqual([true, true, true]);
  // The tus requests were answered by both instances.
  expect([...servedBy].sort()).toEqual(['a', 'b']);
  // Three new objects with the files' bytes (.info sidecars aside), one per file.
  const known = new Set(before.map((o) => o.key));
  const added = (await listObjects(cluster().s3)).filter(
    (o) => !known.has(o.key) && !o.key.endsWith('.info'),
  );
  expect(added.map((o) => o.size).sort()).toEqual(files.map((f) => f.size).sort());
});
