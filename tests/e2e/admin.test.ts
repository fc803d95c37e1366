/**
 * The staff area in the browser: the review queue, a decision with its toast, the audit log and the
 * outbox; and the guard that keeps guests and ambassadors out.
 */
import { describe, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  DEMO_PASSWORD,
  signInUi,
  skipCookieNotice,
  waitForToast,
} from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url] });

const card = (email: string) => app.page.locator(`[data-testid="applicant"][data-email="${email}"]`);

/** A blogger who finished both registration steps through the API, so the queue has someone to reject. */
async function registerApplicant(email: string): Promise<void> {
  const signUp = await apiCall<{ token: string }>(app.server.url, ApiPath.signUp, {
    json: {
      first_name: 'Ирина',
      phone: '+7 900 123-45-67',
      email,
      password: DEMO_PASSWORD,
      personal_data_consent: true,
    },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const details = await apiCall(app.server.url, ApiPath.registrationDetails, {
    token: signUp.body.token,
    json: {
      nickname: 'irina_fit',
      telegram: '@irina_fit',
      network: 'youtube',
      account_url: 'https://youtube.com/@irina_fit',
      followers: '48200',
      country: 'Беларусь',
    },
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
}

describe('admin area', () => {
  it('approves an applicant: toast, queue, audit log and outbox', async () => {
    await signInUi(app.page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await app.page.goto(`${app.server.url}/admin/applicants`);
    await app.page.locator('h1', { hasText: 'Заявки' }).waitFor();
    // The header is in the site's language too, not only the page; on a phone the brand and the actions
    // share the first row.
    expect(await app.page.locator('.brand').textContent()).toBe('Ambassador · Админ');
    await app.page.setViewportSize({ width: 390, height: 844 });
    const top = async (selector: string) => (await app.page.locator(selector).boundingBox())?.y ?? -1;
    expect(
      Math.abs((await top('.admin-header .brand')) - (await top('.admin-header .header__actions'))),
    ).toBeLessThan(12);
    await app.page.setViewportSize({ width: 1280, height: 800 });
    await card('review@demo.local').waitFor();

    await card('review@demo.local').getByRole('button', { name: 'Одобрить' }).click();
    await waitForToast(app.page, 'Заявка одобрена', 'success');
    // The queue shows accounts under review only, so the approved one leaves it.
    await card('review@demo.local').waitFor({ state: 'detached' });
    expect(new URL(app.page.url()).searchParams.get('status') ?? 'review').toBe('review');

    await app.page.locator('select[name=status]').selectOption('approved');
    await card('review@demo.local').waitFor();
    expect(new URL(app.page.url()).searchParams.get('status')).toBe('approved');

    await app.page.getByRole('link', { name: 'Журнал' }).click();
    const entry = app.page.locator('[data-testid="audit-entry"]', { hasText: 'review@demo.local' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(ADMIN_EMAIL);
    expect(await entry.textContent()).toContain('Одобрена');

    await app.page.getByRole('link', { name: 'Исходящие' }).click();
    const mail = app.page.locator('[data-testid="outbox-message"][data-to="review@demo.local"]');
    await mail.waitFor();
    await mail.locator('summary').click();
    expect(await mail.locator('summary').textContent()).toBe('Ваш аккаунт одобрен');
    expect(await mail.locator('pre').textContent()).toContain(`${app.server.url}/user/login`);
  });

  it('rejects only with a reason, which reaches the audit log and the mail', async () => {
    const email = 'irina.reject@example.com';
    await registerApplicant(email);
    await signInUi(app.page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await app.page.goto(`${app.server.url}/admin/applicants`);

    // Search narrows the queue to the one applicant.
    await app.page.locator('input[name=q]').fill('irina.reject');
    await app.page.waitForURL((url) => url.searchParams.get('q') === 'irina.reject');
    await card(email).waitFor();
    // The previous list stays on screen while the search loads (the demo team has several applicants).
    await expect.poll(() => app.page.locator('[data-testid="applicant"]').count()).toBe(1);
    // Follower counts use the locale's grouping (a narrow no-break space in Russian).
    expect(await card(email).textContent()).toMatch(/48\s200 подписчиков/);
    const link = card(email).locator('a[href="https://youtube.com/@irina_fit"]');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    await card(email).getByRole('button', { name: 'Отклонить', exact: true }).click();
    await card(email).getByRole('button', { name: 'Отклонить заявку' }).click();
    await card(email).getByText('Обязательно для заполнения').waitFor();

    await card(email).locator('textarea[name=reason]').fill('Меньше 3 000 подписчиков в Telegram');
    await card(email).getByRole('button', { name: 'Отклонить заявку' }).click();
    await waitForToast(app.page, 'Заявка отклонена', 'success');
    await card(email).waitFor({ state: 'detached' });
    await app.page.getByTestId('admin-empty').waitFor();

    await app.page.getByRole('link', { name: 'Журнал' }).click();
    const entry = app.page.locator('[data-testid="audit-entry"]', { hasText: email });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Меньше 3 000 подписчиков в Telegram');

    await app.page.getByRole('link', { name: 'Исходящие' }).click();
    const mail = app.page.locator(`[data-testid="outbox-message"][data-to="${email}"]`);
    await mail.waitFor();
    await mail.locator('summary').click();
    expect(await mail.locator('pre').textContent()).toContain('Меньше 3 000 подписчиков в Telegram');
  });

  it('sends an ambassador to the profile', async () => {
    await signInUi(app.page, app.server.url, 'ambassador@demo.local', DEMO_PASSWORD);
    await app.page.goto(`${app.server.url}/admin/applicants`);
    await app.page.waitForURL((url) => url.pathname === '/user/profile');
    expect(await app.page.locator('.layout--admin').count()).toBe(0);
  });

  it('sends a guest to login and back to the admin page after signing in', async () => {
    await app.page.goto(`${app.server.url}/admin/audit`);
    await app.page.waitForURL((url) => url.pathname === '/user/login');
    expect(new URL(app.page.url()).searchParams.get('redirect')).toBe('/admin/audit');

    await signInUi(app.page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await app.page.waitForURL((url) => url.pathname === '/admin/audit');
    await app.page.locator('h1', { hasText: 'Журнал действий' }).waitFor();
  });

  it('opens /admin as the review queue, in English on the English domain', async () => {
    await skipCookieNotice(app.context, app.server.enUrl);
    await signInUi(app.page, app.server.enUrl, ADMIN_EMAIL, DEMO_PASSWORD);
    await app.page.goto(`${app.server.enUrl}/admin`);
    await app.page.waitForURL((url) => url.pathname === '/admin/applicants');
    await app.page.locator('h1', { hasText: 'Applicants' }).waitFor();
    expect(await app.page.locator('.brand').textContent()).toBe('Ambassador · Admin');
  });
});
