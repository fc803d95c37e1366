/**
 * Placements in the browser, offline first: a draft with real images is prepared and queued without a
 * network, survives a reload, and reaches the server exactly once when the connection is back; then the
 * moderator approves it and the blogger copies the ERID. Removal is in placements-removal.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  apiSignIn,
  DEMO_PASSWORD,
  signInUi,
  skipCookieNotice,
  waitForToast,
} from '../helpers/journey.ts';
import { AD_TEXT, myPlacements, offlinePlacementJourney } from '../helpers/placement-journey.ts';

const BLOGGER = 'ambassador@demo.local';

const app = openApp({
  skipCookieNotice: (server) => [server.url],
  onContext: (context, server) =>
    context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url }),
});

const card = (id: string) => app.page.locator(`[data-testid="placement"][data-id="${id}"]`);

describe('placements', () => {
  let placementId = '';

  it('prepares a placement offline, keeps it over a reload and sends it once when back online', async () => {
    const token = await apiSignIn(app.server.url, BLOGGER, DEMO_PASSWORD);
    const code = await apiCall(app.server.url, ApiPath.promocodes, {
      token,
      json: { network: 'vk', code: 'SPRING24' },
    });
    expect(code.status).toBe(201);
    placementId = await offlinePlacementJourney(app.page, app.context, app.server.url, {
      email: BLOGGER,
      password: DEMO_PASSWORD,
    });

    const mine = (await myPlacements(app.server.url, token)).filter((p) => p.text === AD_TEXT);
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
