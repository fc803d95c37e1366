/**
 * Managers in the browser: an admin assigns a manager to a blogger's whole branch from the applicants list
 * (Russian); the blogger's profile shows the manager's contacts and a link to write to them; the demo
 * ambassador's profile shows her rank and team in English; a blogger with no manager sees the empty state.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  confirmDueRemovals,
  DEMO_PASSWORD,
  signInUi,
  waitForToast,
} from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });

describe('managers', () => {
  it('assigns a manager to a whole branch, and the blogger sees their contacts (ru)', async () => {
    const page = app.page;
    await signInUi(page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/admin/applicants?status=approved&q=irina%40demo`);
    const card = page.locator('[data-testid="applicant"][data-email="irina@demo.local"]');
    await card.waitFor();
    const picker = card.getByTestId('manager-picker');
    await picker
      .locator('select[name=manager] option', { hasText: 'manager@demo.local' })
      .waitFor({ state: 'attached' });
    await picker
      .locator('select[name=manager]')
      .selectOption({ label: 'Екатерина Орлова · manager@demo.local' });
    await picker.getByLabel('Вся ветка: и все приглашённые ими, на любом уровне').check();
    await picker.getByRole('button', { name: 'Сохранить менеджера' }).click();
    await waitForToast(page, 'Менеджер назначен всей ветке', 'success');
    await card.getByText('Екатерина Орлова', { exact: true }).waitFor();

    const blogger = await app.newPage([app.server.url]);
    await confirmDueRemovals(app.server.url, 'irina@demo.local', DEMO_PASSWORD);
    await signInUi(blogger, app.server.url, 'irina@demo.local', DEMO_PASSWORD);
    await blogger.goto(`${app.server.url}/user/profile`);
    const manager = blogger.getByTestId('manager');
    await manager.getByText('Екатерина Орлова').waitFor();
    expect(await manager.locator('a[href="https://t.me/katya_manager"]').count()).toBe(2);
    expect(await manager.getByRole('link', { name: 'Написать в Telegram' }).getAttribute('rel')).toContain(
      'noopener',
    );
    expect(await manager.locator('a[href="mailto:manager@demo.local"]').count()).toBe(1);
    expect(await manager.locator('a[href="tel:+79000000010"]').count()).toBe(1);
  });

  it("shows the demo ambassador's rank and team, and the empty state without a manager (en)", async () => {
    const page = app.page;
    await signInUi(page, app.server.enUrl, 'ambassador@demo.local', DEMO_PASSWORD);
    await page.goto(`${app.server.enUrl}/user/profile`);
    const rank = page.getByTestId('profile-rank');
    await rank.getByText(/Rank: Rising star · Partners: \d+/).waitFor();
    expect(Number((await rank.textContent())?.match(/Partners: (\d+)/)?.[1])).toBeGreaterThanOrEqual(36);
    await page.getByTestId('manager').getByText('Екатерина Орлова').waitFor();

    const emma = await app.newPage([app.server.enUrl]);
    await signInUi(emma, app.server.enUrl, 'emma@demo.local', DEMO_PASSWORD);
    await emma.goto(`${app.server.enUrl}/user/profile`);
    await emma
      .getByTestId('manager')
      .getByText('A manager has not been assigned to you yet.', { exact: false })
      .waitFor();
    expect(await emma.getByTestId('manager').locator('a').count()).toBe(0);
  });
});
