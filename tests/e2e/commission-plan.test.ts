/**
 * Admin → Commissions in the browser, in Russian and in English: the plan in force, a new version saved
 * through the editor (a field error first), and the month close results of the demo data.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi, waitForToast } from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });

const TEXTS = {
  ru: {
    edit: 'Изменить (новая версия)',
    save: 'Сохранить новую версию',
    cap: 'не больше 60 %',
    saved: 'Версия плана 2 сохранена',
    held: 'Удержан',
    ofTwo: '1 из 2',
  },
  en: {
    edit: 'Edit as a new version',
    save: 'Save new version',
    cap: 'at most 60 %',
    saved: 'Plan version 3 saved',
    held: 'Held',
    ofTwo: '1 of 2',
  },
} as const;

describe('commission plan in the admin area', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`shows the plan, saves a new version and lists month closes (${lang})`, async () => {
      const l = TEXTS[lang];
      const base = lang === 'ru' ? app.server.url : app.server.enUrl;
      const page = app.page;
      await signInUi(page, base, ADMIN_EMAIL, DEMO_PASSWORD);
      await page.goto(`${base}/admin/commissions`);
      await page.getByTestId('plan-table').first().waitFor();

      // Month close: the demo ambassador's held month shows its integrations count.
      const month = new Date();
      month.setUTCDate(1);
      month.setUTCMonth(month.getUTCMonth() - 2);
      await page.locator('input[name=month]').fill(month.toISOString().slice(0, 7));
      // The previous month's rows stay on screen while the chosen one loads: wait for the held row.
      const anna = page
        .getByTestId('month-close-row')
        .filter({ hasText: 'anna_fit' })
        .filter({ hasText: l.held });
      await anna.waitFor();
      expect(await anna.textContent()).toContain(l.ofTwo);

      await page.getByRole('button', { name: l.edit }).click();
      await page.locator('input[name="rates.personal"]').fill('55');
      await page.getByRole('button', { name: l.save }).click();
      await page.getByTestId('plan-editor').getByText(l.cap).first().waitFor();
      await page.locator('input[name="rates.personal"]').fill('21,5');
      await page.getByRole('button', { name: l.save }).click();
      await waitForToast(page, l.saved, 'success');
      await page.getByTestId('plan-editor').waitFor({ state: 'detached' });
      expect(await page.getByTestId('plan-table').first().textContent()).toMatch(/21[.,]5\s?%/);
    });
  }
});
