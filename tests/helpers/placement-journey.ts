/**
 * The offline placement journey in the browser, shared by the e2e test (one server) and the cluster test
 * (two instances behind haproxy): a draft with three real images is prepared and queued without a network,
 * survives a reload, and reaches the server once the connection is back.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { Placement } from '#contract/placements.ts';
import { waitForServiceWorkerControl } from './browser.ts';
import { apiCall, signInUi, waitForToast } from './journey.ts';

export const AD_TEXT = 'Тренируйся с нами: первая неделя бесплатно по промокоду SPRING24.';

/** A real 2×2 PNG whose colour depends on `seed`, so every file has its own bytes. */
export function tinyPng(seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = [0, seed * 60, 120, 200, seed * 60, 120, 200];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Fills every field of the editor the way a blogger would. */
async function fillDraft(page: Page): Promise<void> {
  const form = page.locator('form.draft-editor');
  await form.locator('select[name=network]').selectOption('vk');
  // A choice among the blogger's codes for the network, offered offline from the last known list.
  await form.locator('select[name=promocode]').selectOption('SPRING24');
  await form.locator('select[name=format]').selectOption('post');
  await form.locator('select[name=category]').selectOption('fitness');
  await form.locator('input[name=start_date]').fill(isoDay(1));
  await form.locator('input[name=end_date]').fill(isoDay(8));
  await form.locator('textarea[name=text]').fill(AD_TEXT);
  await form.locator('input[name=reach]').fill('5000');
  await form.locator('input[name=target_url]').fill('https://brand.example/fit');
}

export async function myPlacements(base: string, token: string): Promise<Placement[]> {
  const { status, body } = await apiCall<Placement[]>(base, ApiPath.placements, { token });
  expect(status).toBe(200);
  return body;
}

/**
 * Signs in (the blogger owns promocode SPRING24), goes offline, prepares and queues a draft with three
 * images (a text file is refused), reloads offline, goes online and waits for the card in moderation.
 * Returns the placement id.
 */
export async function offlinePlacementJourney(
  page: Page,
  context: BrowserContext,
  base: string,
  login: { email: string; password: string },
): Promise<string> {
  await signInUi(page, base, login.email, login.password);
  await page.goto(`${base}/user/placements`);
  await page.locator('h1', { hasText: 'Рекламные размещения' }).waitFor();
  await waitForServiceWorkerControl(page);
  // No CDP session is open in this context, so navigator.onLine follows setOffline.
  await context.setOffline(true);
  await page.getByTestId('offline-banner').waitFor();

  await page.getByRole('button', { name: 'Новое размещение' }).click();
  await fillDraft(page);
  await page
    .locator('input[name=materials]')
    .setInputFiles(
      [1, 2, 3].map((n) => ({ name: `material-${n}.png`, mimeType: 'image/png', buffer: tinyPng(n) })),
    );
  await expect.poll(() => page.getByTestId('draft-file').count()).toBe(3);
  // A text file is refused with the SPEC message and never reaches the list.
  await page
    .locator('input[name=materials]')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not media') }]);
  await page.getByText('notes.txt: Неподдерживаемый тип файла').waitFor();
  expect(await page.getByTestId('draft-file').count()).toBe(3);

  await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await waitForToast(page, 'В очереди: отправится автоматически', 'success');
  await page.locator('form.draft-editor').waitFor({ state: 'detached' });
  await page.locator('[data-testid="local-draft"][data-sync="queued"]').waitFor();
  const placementId = (await page.getByTestId('local-draft').first().getAttribute('data-id')) ?? '';

  // The app is closed and opened again, still without a network: the outbox is on the device.
  await page.reload();
  const queued = page.locator(`[data-testid="local-draft"][data-id="${placementId}"][data-sync="queued"]`);
  await queued.waitFor({ timeout: 15_000 });
  expect(await queued.getByTestId('sync-status').textContent()).toBe('Ждёт сети');

  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  const online = Date.now();
  await context.setOffline(false);
  try {
    await page
      .locator(`[data-testid="placement"][data-id="${placementId}"]`)
      .locator('[data-testid="placement-status"]', { hasText: 'На модерации' })
      .waitFor({ timeout: 30_000 });
  } catch (error) {
    throw new Error(await stuckReport(page, placementId, warnings, Date.now() - online), { cause: error });
  }
  if (process.env.JOURNEY_TIMING) console.log(`sent ${Date.now() - online} ms after online`);
  return placementId;
}

/** What the page shows of a draft that never reached moderation, so a failure explains itself. */
async function stuckReport(page: Page, id: string, warnings: string[], ms: number): Promise<string> {
  const draft = page.locator(`[data-testid="local-draft"][data-id="${id}"]`);
  const state = (await draft.count())
    ? `local draft data-sync=${await draft.getAttribute('data-sync')}: ${((await draft.textContent()) ?? '').replace(/\s+/g, ' ')}`
    : 'no local draft on the page';
  const online = await page.evaluate(() => navigator.onLine);
  const cards = await page.getByTestId('placement').count();
  return [
    `not in moderation ${ms} ms after going online; navigator.onLine=${online}; ${cards} server cards`,
    state,
    `page warnings: ${warnings.join(' | ') || 'none'}`,
  ].join('\n');
}
