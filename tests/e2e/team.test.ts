/**
 * The team page in the browser, in Russian (RUB) and English (USD), on a team seeded for the test: the
 * partners across lines with contacts on line 1 only, search (debounced, in the URL) including the SPEC
 * empty state, line and status filters kept in the URL across a reload, invalid URL values dropped, and
 * the invite link copied with the SPEC toast.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Currency } from '#contract/money.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createUser } from '../helpers/api-app.ts';
import { openApp } from '../helpers/app.ts';
import { freshBlogger, skipOnboarding, withWriter } from '../helpers/e2e-writer.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const app = openApp({
  skipCookieNotice: (server) => [server.url, server.enUrl],
  onContext: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
});
const SHOTS = process.env.SCREENSHOT_DIR;
const SLOW = { timeout: 15_000, interval: 100 };

type Person = Partial<Pick<User, 'firstName' | 'lastName' | 'phone' | 'telegram' | 'referralCode'>>;
/** Names, phone and code through the entity, so the ORM keeps the search key in step. */
async function describePerson(writer: FastifyInstance, id: string, person: Person) {
  const em = writer.orm.em.fork();
  const user = await em.findOneOrFail(User, { id });
  em.assign(user, person);
  await em.flush();
}

/**
 * viewer ─ Alpha (line 1, phone) ─ Gamma (line 2, under review) ─ Delta (line 3)
 *        └ Beta (line 1)
 */
async function seedTeam(tag: string, locale: 'ru' | 'en', currency: Currency) {
  return withWriter(app.server, async (writer) => {
    const viewer = await freshBlogger(writer, { email: `viewer-${tag}@team.test`, locale, currency });
    await describePerson(writer, viewer.id, { firstName: 'Vera', referralCode: `vera${tag}` });
    const member = async (name: string, sponsor: string, extra: Person = {}, status?: 'review') => {
      const user = await createUser(writer, {
        email: `${name.toLowerCase()}-${tag}@team.test`,
        sponsor,
        currency: status ? null : currency,
        nickname: `@${name.toLowerCase()}_${tag}`,
        status,
      });
      if (!status) await skipOnboarding(writer, user.id, locale);
      await describePerson(writer, user.id, { firstName: name, lastName: `Test${tag}`, ...extra });
      return user;
    };
    const alpha = await member('Alpha', viewer.id, { phone: '+7 999 555-01-23', telegram: '@alpha_tg' });
    await member('Beta', viewer.id);
    const gamma = await member('Gamma', alpha.id, {}, 'review');
    await member('Delta', gamma.id);
    return viewer;
  });
}

const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const names = async (page: Page) =>
  (await page.getByTestId('team-member').locator('.team-member__name').allTextContents()).map(text);

const CASES = [
  {
    locale: 'ru' as const,
    currency: 'RUB' as const,
    notFound: 'Не найдено партнёров. Попробуй изменить запрос',
    validation: 'Проверка',
    copied: 'Ссылка скопирована',
  },
  {
    locale: 'en' as const,
    currency: 'USD' as const,
    notFound: 'No partners found. Try changing your search',
    validation: 'Validation',
    copied: 'Link copied',
  },
];

describe('team page', () => {
  for (const c of CASES) {
    it(`searches, filters and keeps the filters in the URL (${c.locale})`, async () => {
      const tag = `${c.locale}${process.pid}`;
      const viewer = await seedTeam(tag, c.locale, c.currency);
      const base = c.locale === 'en' ? app.server.enUrl : app.server.url;
      const { page } = app;
      await page.setViewportSize({ width: 390, height: 844 });
      await signInUi(page, base, viewer.email, DEMO_PASSWORD);
      await page.goto(`${base}/user/team`);
      const cards = page.getByTestId('team-member');
      await expect.poll(() => cards.count(), SLOW).toBe(4);
      // Newest first: Delta was registered last.
      expect((await names(page))[0]).toContain('Delta');
      const alpha = cards.filter({ hasText: 'Alpha' });
      expect(await alpha.getByTestId('team-member-line').textContent()).toBe('1');
      expect(await alpha.locator('a[href="tel:+79995550123"]').count()).toBe(1);
      const gamma = cards.filter({ hasText: 'Gamma' });
      expect(await gamma.getByTestId('team-member-contacts').count()).toBe(0);
      expect(text(await gamma.getByTestId('team-member-status').textContent())).toBe(c.validation);
      // Level totals: people per line (Gamma, under review, is listed; the viewer is not).
      await expect
        .poll(
          () => page.getByTestId('team-level').locator('.team-level__count strong').allTextContents(),
          SLOW,
        )
        .toEqual(['2', '1', '1', '0']);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `team-${c.locale}-phone.png`), fullPage: true });

      // Search by phone digits: debounced into the URL, then the list.
      await page.locator('input[name=q]').fill('9995550');
      await page.waitForURL((url) => url.searchParams.has('q'), SLOW);
      await expect.poll(() => names(page), SLOW).toEqual([`Alpha Test${tag}`]);

      // Nothing matches: the SPEC text.
      await page.locator('input[name=q]').fill(`nobody-${tag}`);
      await page.getByTestId('team-not-found').waitFor(SLOW);
      expect(text(await page.getByTestId('team-not-found').textContent())).toBe(c.notFound);

      // Filters land in the URL and survive a reload.
      await page.locator('input[name=q]').fill(`test${tag}`);
      await page.locator('select[name=line]').selectOption('2');
      await page.waitForURL((url) => url.searchParams.get('line') === '2', SLOW);
      await expect.poll(() => names(page), SLOW).toEqual([`Gamma Test${tag}`]);
      await page.locator('select[name=sort]').selectOption('name_asc');
      await page.waitForURL((url) => url.searchParams.has('sort'), SLOW);
      await page.reload();
      await expect.poll(() => names(page), SLOW).toEqual([`Gamma Test${tag}`]);
      expect(await page.locator('select[name=line]').inputValue()).toBe('2');
      expect(await page.locator('select[name=sort]').inputValue()).toBe('name_asc');
      expect(await page.locator('input[name=q]').inputValue()).toBe(`test${tag}`);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}/user/team?status=validation`);
      await expect.poll(() => names(page), SLOW).toEqual([`Gamma Test${tag}`]);
      expect(await page.locator('select[name=status]').inputValue()).toBe('validation');
      await page.goto(`${base}/team?sort=name_asc`);
      await expect
        .poll(() => names(page), SLOW)
        .toEqual(['Alpha', 'Beta', 'Delta', 'Gamma'].map((n) => `${n} Test${tag}`));
      // On the short alias too, the header marks the team section as the current page.
      expect(await page.locator('.header__nav a[aria-current=page]').getAttribute('href')).toMatch(
        /\/user\/team$/,
      );
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `team-${c.locale}-desktop.png`) });
    });
  }

  it('drops invalid URL values instead of failing, and copies the invite link with the SPEC toast', async () => {
    const tag = `bad${process.pid}`;
    const viewer = await seedTeam(tag, 'ru', 'RUB');
    const { page } = app;
    await signInUi(page, app.server.url, viewer.email, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/team?line=9&status=banned&rank=Not%20A%20Rank&sort=income&cursor=x`);
    await expect.poll(() => page.getByTestId('team-member').count(), SLOW).toBe(4);
    expect(await page.locator('select[name=line]').inputValue()).toBe('');
    expect(await page.locator('select[name=status]').inputValue()).toBe('');
    expect(await page.locator('select[name=sort]').inputValue()).toBe('joined_desc');

    // The member sheet: line-1 contacts, read from GET team/members/:id.
    await page.getByTestId('team-member').filter({ hasText: 'Alpha' }).locator('button').first().click();
    const sheet = page.getByTestId('team-sheet');
    await sheet.waitFor();
    expect(await sheet.locator('a[href="https://t.me/alpha_tg"]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await page.getByTestId('team-copy-link').click();
    await expect.poll(() => page.locator('.toast').allTextContents(), SLOW).toContain('Ссылка скопирована');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/r/vera${tag}$`));
  });
});
