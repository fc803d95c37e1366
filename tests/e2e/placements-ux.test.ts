/**
 * The placements page as the UX review walked it, with the demo's irina@ (a placement in every status, one
 * due for removal, so she lands here): field messages clear as the field is fixed, an online send says it
 * was sent (never "queued"), cards show material, promocode and reach, a short tap on the hold control says
 * to hold, the sent list reads offline with a note, and status chips with counts filter it through the URL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { waitForServiceWorkerControl } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signInUi, waitForToast } from '../helpers/journey.ts';
import { tinyPng } from '../helpers/placement-journey.ts';

const IRINA = 'irina@demo.local';
const app = openApp({ skipCookieNotice: (server) => [server.url] });

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cards = (page: Page) => page.locator('[data-testid="placement"]');

async function openPlacements(page: Page, base = app.server.url): Promise<void> {
  await signInUi(page, base, IRINA, DEMO_PASSWORD);
  await page.goto(`${base}/user/placements`);
  await cards(page).first().waitFor();
}

/** Fills the new-placement form with one material and sends it to moderation. */
async function sendPlacement(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Новое размещение' }).click();
  const form = page.locator('form.draft-editor');
  await form.locator('select[name=network]').selectOption('vk');
  await form.locator('select[name=format]').selectOption('post');
  await form.locator('select[name=category]').selectOption('fitness');
  await form.locator('input[name=start_date]').fill(isoDay(1));
  await form.locator('input[name=end_date]').fill(isoDay(8));
  await form
    .locator('textarea[name=text]')
    .fill('Тренировки дома с промокодом IRINA10: первая неделя в подарок.');
  await form.locator('input[name=reach]').fill('15300');
  await form.locator('input[name=target_url]').fill('https://brand.example/fit');
  await page.locator('input[name=materials]').setInputFiles([file]);
  await expect.poll(() => page.getByTestId('draft-file').count()).toBe(1);
  await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
}

/** Every toast the page shows, in order, even those gone by the time the test looks. */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLElement)
            for (const t of [node, ...node.querySelectorAll('.toast')])
              if (t.classList.contains('toast')) seen.push(t.textContent ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
}
const toasts = (page: Page) => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);

describe('placements page (UX review)', () => {
  it("clears a field's message when the field changes, a date picked from the calendar included", async () => {
    const page = app.page;
    await openPlacements(page);
    await page.getByRole('button', { name: 'Новое размещение' }).click();
    const form = page.locator('form.draft-editor');
    await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
    const startError = form.locator('#start_date-error');
    await startError.waitFor();
    await form.locator('select[name=network]').selectOption('vk');
    await form.locator('#network-error').waitFor({ state: 'detached' });
    // The calendar writes into its own (unnamed) input, not the text one.
    await form
      .locator('.date-input__picker')
      .first()
      .evaluate((input: HTMLInputElement, day) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, day);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, isoDay(2));
    await expect.poll(() => form.locator('input[name=start_date]').inputValue()).not.toBe('');
    await startError.waitFor({ state: 'detached', timeout: 2000 });
  });

  it('says an online send was sent, never "queued", and the new card shows material, promocode and reach', async () => {
    const page = app.page;
    await recordToasts(page);
    await openPlacements(page);
    await sendPlacement(page, { name: 'cover-shot.png', mimeType: 'image/png', buffer: tinyPng(4) });

    await waitForToast(page, 'Отправлено на модерацию', 'success');
    expect((await toasts(page)).filter((t) => t.includes('В очереди'))).toEqual([]);
    const card = cards(page).filter({ hasText: 'cover-shot.png' });
    await card.locator('[data-testid="placement-status"]', { hasText: 'На модерации' }).waitFor();
    expect(await card.getByTestId('placement-promocode').textContent()).toBe('ПромокодБез промокода');
    expect(await card.getByTestId('placement-reach').textContent()).toMatch(/15\s300$/);
    // The material itself, not only its name: the uploaded image, loaded (2×2 pixels).
    const thumb = card.locator('img[data-testid="placement-thumb"]');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(2);
    // The seeded cards carry the blogger's code.
    const ready = page.locator('[data-testid="placement"][data-status="ready"]').first();
    expect(await ready.getByTestId('placement-promocode').textContent()).toBe('ПромокодIRINA10');
  });

  it("shows a video material's first frame as the card's poster", async () => {
    const page = app.page;
    await openPlacements(page);
    const buffer = readFileSync(join(import.meta.dirname, '../../api/db/seed/media/lesson-clip.webm'));
    await sendPlacement(page, { name: 'reel-cut.webm', mimeType: 'video/webm', buffer });
    const card = cards(page).filter({ hasText: 'reel-cut.webm' });
    await card.locator('[data-testid="placement-status"]', { hasText: 'На модерации' }).waitFor();
    const poster = card.locator('video[data-testid="placement-thumb"]');
    // HAVE_CURRENT_DATA: a frame is decoded and shown.
    await expect
      .poll(() => poster.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0))
      .toBe(true);
  });

  it('tells the user to hold when the removal control is only tapped', async () => {
    const page = app.page;
    await openPlacements(page);
    const card = page.locator('[data-testid="placement"][data-status="needs_removal"]');
    await card.waitFor();
    const hold = card.getByRole('button', { name: 'Удерживайте, чтобы подтвердить удаление' });
    await hold.click();
    const hint = card.getByTestId('hold-hint');
    await expect.poll(() => hint.textContent()).toBe('Удерживайте кнопку 1,5 секунды, чтобы подтвердить');
    expect(await hint.getAttribute('role')).toBe('status');
    expect(await hold.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    expect(await card.getAttribute('data-status')).toBe('needs_removal');
  });

  it('shows the sent list offline from the device, with a note that it may be out of date', async () => {
    const page = app.page;
    await recordToasts(page);
    await openPlacements(page);
    const online = await cards(page).count();
    await waitForServiceWorkerControl(page);
    await app.context.setOffline(true);
    await page.reload();
    await page.getByTestId('list-stale').waitFor({ timeout: 15_000 });
    expect(await cards(page).count()).toBe(online);
    expect(await page.getByTestId('list-stale').textContent()).toContain('может быть устаревшим');
    expect((await toasts(page)).filter((t) => t.includes('Нет связи'))).toEqual([]);
    await app.context.setOffline(false);
  });

  it('filters by status chips with counts, kept in the URL; phone cards are compact', async () => {
    const page = await app.newPage([app.server.url], { viewport: { width: 390, height: 844 } });
    await openPlacements(page);
    const chips = page.getByTestId('status-chips');
    const ready = chips.getByRole('button', { name: /Готово/ });
    expect(await ready.textContent()).toBe('Готово2');
    expect(await chips.getByRole('button', { name: /Все/ }).getAttribute('aria-pressed')).toBe('true');
    await ready.click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'ready');
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await cards(page).first().getAttribute('data-status')).toBe('ready');
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await chips.getByRole('button', { name: /Готово/ }).getAttribute('aria-pressed')).toBe('true');
    // Two lines of ad text at most on a phone.
    const clamp = await cards(page)
      .first()
      .locator('.placement__text')
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('2');
  });
});
