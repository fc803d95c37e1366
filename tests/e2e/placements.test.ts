/**
 * Placements in the browser, offline first: a draft with real images is prepared and queued without a
 * network, survives a reload, and reaches the server exactly once when the connection is back; then the
 * moderator approves it and the blogger copies the ERID. Removal is in placements-removal.test.ts.
 */
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../contract/api-paths.ts';
import type { Placement } from '../../contract/placements.ts';
import { openApp } from '../helpers/app.ts';
import { waitForServiceWorkerControl } from '../helpers/browser.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  apiSignIn,
  DEMO_PASSWORD,
  signInUi,
  skipCookieNotice,
  waitForToast,
} from '../helpers/journey.ts';

const BLOGGER = 'ambassador@demo.local';
const AD_TEXT = 'Тренируйся с нами: первая неделя бесплатно по промокоду SPRING24.';

const app = openApp({
  skipCookieNotice: (server) => [server.url],
  onContext: (context, server) =>
    context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url }),
});

/** A real 2×2 PNG whose colour depends on `seed`, so every file has its own bytes. */
function tinyPng(seed: number): Buffer {
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
const localDraft = () => app.page.getByTestId('local-draft').first();
const card = (id: string) => app.page.locator(`[data-testid="placement"][data-id="${id}"]`);

async function myPlacements(token: string): Promise<Placement[]> {
  const { status, body } = await apiCall<Placement[]>(app.server.url, ApiPath.placements, { token });
  expect(status).toBe(200);
  return body;
}

/** Fills every field of the editor the way a blogger would. */
async function fillDraft(): Promise<void> {
  const form = app.page.locator('form.draft-editor');
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

async function signInBlogger(): Promise<void> {
  await signInUi(app.page, app.server.url, BLOGGER, DEMO_PASSWORD);
  await app.page.goto(`${app.server.url}/user/placements`);
  await app.page.locator('h1', { hasText: 'Рекламные размещения' }).waitFor();
  await waitForServiceWorkerControl(app.page);
}

describe('placements', () => {
  let placementId = '';

  it('prepares a placement offline, keeps it over a reload and sends it once when back online', async () => {
    const token = await apiSignIn(app.server.url, BLOGGER, DEMO_PASSWORD);
    const code = await apiCall(app.server.url, ApiPath.promocodes, {
      token,
      json: { network: 'vk', code: 'SPRING24' },
    });
    expect(code.status).toBe(201);
    await signInBlogger();
    // No CDP session is open in this context, so navigator.onLine follows setOffline.
    await app.context.setOffline(true);
    await app.page.getByTestId('offline-banner').waitFor();

    await app.page.getByRole('button', { name: 'Новое размещение' }).click();
    await fillDraft();
    await app.page
      .locator('input[name=materials]')
      .setInputFiles(
        [1, 2, 3].map((n) => ({ name: `material-${n}.png`, mimeType: 'image/png', buffer: tinyPng(n) })),
      );
    await expect.poll(() => app.page.getByTestId('draft-file').count()).toBe(3);
    // A text file is refused with the SPEC message and never reaches the list.
    await app.page
      .locator('input[name=materials]')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not media') }]);
    await app.page.getByText('notes.txt: Неподдерживаемый тип файла').waitFor();
    expect(await app.page.getByTestId('draft-file').count()).toBe(3);

    await app.page.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await waitForToast(app.page, 'В очереди: отправится автоматически', 'success');
    await app.page.locator('form.draft-editor').waitFor({ state: 'detached' });
    await app.page.locator('[data-testid="local-draft"][data-sync="queued"]').waitFor();
    placementId = (await localDraft().getAttribute('data-id')) ?? '';

    // The app is closed and opened again, still without a network: the outbox is on the device.
    await app.page.reload();
    const queued = app.page.locator(
      `[data-testid="local-draft"][data-id="${placementId}"][data-sync="queued"]`,
    );
    await queued.waitFor({ timeout: 15_000 });
    expect(await queued.getByTestId('sync-status').textContent()).toBe('Ждёт сети');

    await app.context.setOffline(false);
    await card(placementId).locator('[data-testid="placement-status"]', { hasText: 'На модерации' }).waitFor({
      timeout: 30_000,
    });

    const mine = (await myPlacements(token)).filter((p) => p.text === AD_TEXT);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.promocode).toBe('SPRING24');
    expect(mine[0]!.id).toBe(placementId);
    expect(mine[0]!.status).toBe('moderation');
    expect(mine[0]!.files).toHaveLength(3);
    expect(mine[0]!.files.every((f) => f.uploaded)).toBe(true);
  });

  it('is approved by a moderator; the blogger sees the ERID and copies it', async () => {
    expect(placementId, 'the offline test creates the placement').not.toBe('');
    await signInUi(app.page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await app.page.goto(`${app.server.url}/admin/placements`);
    const item = app.page.locator(`[data-testid="admin-placement"][data-id="${placementId}"]`);
    await item.waitFor();
    // Materials load with the staff token and show as images.
    await expect.poll(() => item.locator('img').count(), { timeout: 15_000 }).toBe(3);
    await item.getByRole('button', { name: 'Одобрить' }).click();
    await waitForToast(app.page, 'Размещение одобрено', 'success');
    await item.waitFor({ state: 'detached' });

    await app.context.clearCookies();
    await app.page.evaluate(() => localStorage.clear());
    await skipCookieNotice(app.context, app.server.url);
    await signInUi(app.page, app.server.url, BLOGGER, DEMO_PASSWORD);
    await app.page.goto(`${app.server.url}/user/placements`);
    const ready = card(placementId);
    await ready.locator('[data-testid="placement-status"]', { hasText: 'Готово' }).waitFor();
    const erid = (await ready.locator('[data-testid="erid"] code').textContent()) ?? '';
    expect(erid).not.toBe('');
    expect(await ready.locator('[data-testid="marked-url"] code').textContent()).toContain('erid=');

    await ready.getByTestId('erid').getByRole('button').click();
    await waitForToast(app.page, 'ERID-токен скопирован', 'success');
    expect(await app.page.evaluate(() => navigator.clipboard.readText())).toBe(erid);
    await ready.getByTestId('creative-id').getByRole('button').click();
    await waitForToast(app.page, 'ID скопирован', 'success');
  });
});
