/**
 * A placement whose removal time has passed holds the blogger on the placements page until they confirm,
 * by press-and-hold, that the ad is gone. The deadline job runs when the server starts, so restarting it
 * on the same data makes an approved stories placement from three days ago due, without faking the clock.
 * A period already over cannot be submitted or approved, so today's stories are approved and then moved
 * three days back in the database, as if they had run then.
 */

import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { v7 as uuidv7 } from 'uuid';
import { expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { type Placement, removalDueAt } from '#contract/placements.ts';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  apiSignIn,
  DEMO_PASSWORD,
  signInUi,
  waitForToast,
} from '../helpers/journey.ts';

const BLOGGER = 'ambassador@demo.local';
const app = openApp({ restartable: true, skipCookieNotice: (server) => [server.url] });

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const card = (id: string) => app.page.locator(`[data-testid="placement"][data-id="${id}"]`);

async function myPlacements(token: string): Promise<Placement[]> {
  const { status, body } = await apiCall<Placement[]>(app.server.url, ApiPath.placements, { token });
  expect(status).toBe(200);
  return body;
}

it('holds the blogger on the page until a due placement is confirmed removed by press-and-hold', async () => {
  const token = await apiSignIn(app.server.url, BLOGGER, DEMO_PASSWORD);
  const id = uuidv7();
  const body = {
    revision: 1,
    network: 'telegram',
    promocode: '',
    format: 'stories',
    category: 'lifestyle',
    start_date: isoDay(0),
    text: 'Истории с промокодом STORY: минус 20 % на первый месяц.',
    reach: 1200,
    target_url: 'https://brand.example/story',
    files: [],
  };
  const put = await apiCall(app.server.url, ApiPath.placement(id), { method: 'PUT', token, json: body });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const submit = await apiCall(app.server.url, ApiPath.placementSubmit(id), {
    token,
    json: {},
    headers: { 'idempotency-key': uuidv7() },
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(200);
  const adminToken = await apiSignIn(app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
  const approve = await apiCall(app.server.url, ApiPath.adminPlacementDecision(id), {
    token: adminToken,
    json: { decision: 'approve' },
  });
  expect(approve.status, JSON.stringify(approve.body)).toBe(200);

  // Stories that started three days ago: their removal time has passed.
  const db = new DatabaseSync(join(app.server.varDir, 'app.db'), { timeout: 5000 });
  const [start, end] = [isoDay(-3), isoDay(-2)];
  db.prepare('update placements set start_date = ?, end_date = ?, removal_due_at = ? where id = ?').run(
    start,
    end,
    removalDueAt('stories', end).getTime(),
    id,
  );
  db.close();
  await app.restartServer();
  await expect
    .poll(async () => (await myPlacements(token)).find((p) => p.id === id)?.status, { timeout: 10_000 })
    .toBe('needs_removal');

  await signInUi(app.page, app.server.url, BLOGGER, DEMO_PASSWORD);
  // The guard keeps the blogger here while an ad is waiting to be removed.
  await app.page.goto(`${app.server.url}/user/profile`);
  await app.page.waitForURL((url) => url.pathname === '/user/placements');
  await app.page.getByTestId('removal-banner').waitFor();
  const due = card(id);
  const hold = due.getByRole('button', { name: 'Удерживайте, чтобы подтвердить удаление' });
  await hold.waitFor();

  // A short press (here: Space let go after half a second) is not a confirmation.
  await hold.focus();
  await app.page.keyboard.down(' ');
  await app.page.waitForTimeout(500);
  await app.page.keyboard.up(' ');
  // Let go: the hint says so at once; then the full hold time passes with no confirmation (kept: a window).
  await due
    .getByTestId('hold-hint')
    .getByText(/удерживайте/i)
    .waitFor();
  await app.page.waitForTimeout(1500);
  expect((await myPlacements(token)).find((p) => p.id === id)?.status).toBe('needs_removal');

  // Holding the pointer for the full time is.
  await hold.hover();
  await app.page.mouse.down();
  await waitForToast(app.page, 'Успешно удалено', 'success');
  await app.page.mouse.up();
  await due.locator('[data-testid="placement-status"]', { hasText: 'Завершено' }).waitFor();
  await app.page.getByTestId('removal-banner').waitFor({ state: 'detached' });
  expect((await myPlacements(token)).find((p) => p.id === id)?.status).toBe('completed');

  // With nothing left to remove, the other sections open again.
  await app.page.goto(`${app.server.url}/user/profile`);
  await app.page.waitForURL((url) => url.pathname === '/user/profile');
});
