/**
 * The ranks page in the browser, in Russian (RUB) and English (USD): the next rank's progress bars with the
 * figures still missing, the forecast, the ladder with the current rank, and the history; then an admin
 * changes a rank condition in the ladder editor and the blogger's page reflects it. Data is written with the
 * app's services (no demo data): a blogger at 'rising_star' with one line-1 partner and this month's sales.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Currency, monthOf } from '#contract/money.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { RankChange } from '../../api/modules/ranks/rank.entity.ts';
import { createUser } from '../helpers/api-app.ts';
import { openApp } from '../helpers/app.ts';
import { skipOnboarding, withWriter } from '../helpers/e2e-writer.ts';
import { DEMO_PASSWORD, signInUi, waitForToast } from '../helpers/journey.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;
const SLOW = { timeout: 15_000, interval: 100 };
const DAY = 86_400_000;

const month = monthOf(new Date());
/** A moment already in this month, never before its first second. */
const now = () => new Date(Math.max(Date.now() - 2000, Date.parse(`${month}-01T00:00:00Z`) + 1000));
const lastMonth = () => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return monthOf(d);
};

/**
 * Toward 'leader' (default ladder): own revenue over the target, team revenue short by 38 000 RUB / 380 USD,
 * 1 of 3 active partners, 1 of 2 integrations. The English blogger registered 10 days ago (quick start).
 */
const PERSONAL = { RUB: 6_000_000, USD: 60_000 };
const TEAM = { RUB: 11_200_000, USD: 132_000 };
/** The default ladder's team revenue for 'leader'. */
const TEAM_TARGET = { RUB: 15_000_000, USD: 170_000 };
const seed = (tag: string, currency: Currency, locale: string) =>
  withWriter(app.server, async (w) => {
    const createdAt = locale === 'en' ? new Date(Date.now() - 10 * DAY) : new Date('2025-01-01T00:00:00Z');
    const blogger = await createUser(w, { email: `ranks-${tag}@example.com`, currency, createdAt });
    await skipOnboarding(w, blogger.id, locale);
    const since = new Date(`${lastMonth()}-01T00:00:00Z`);
    const em = w.orm.em.fork();
    await em.nativeUpdate(User, { id: blogger.id }, { rankCode: 'rising_star', rankSince: since });
    em.create(RankChange, {
      user: blogger.id,
      month: monthOf(new Date(since.getTime() - DAY)),
      fromCode: 'explorer',
      toCode: 'rising_star',
      reason: 'promoted',
      createdAt: since,
    });
    await em.flush();
    const partner = await createUser(w, {
      email: `ranks-p-${tag}@example.com`,
      currency,
      sponsor: blogger.id,
    });
    const at = now().toISOString();
    const today = at.slice(0, 10);
    await makeOrder(w, { seller: blogger.id, amount: PERSONAL[currency], at, currency });
    await makeOrder(w, { seller: partner.id, amount: TEAM[currency], at, currency });
    await makeIntegrations(w, blogger.id, [today]);
    await makeIntegrations(w, partner.id, [today]);
    return blogger;
  });

const text = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const note = async (page: Page, key: string) =>
  text(await page.getByTestId(`rank-condition-${key}`).locator('.rank-progress__note').textContent());

const CASES = {
  ru: {
    currency: 'RUB' as const,
    team: 'Ещё 38 000 ₽ командной выручки',
    partners: 'Ещё 2 активных партнёра',
    partnersAfter: 'Ещё 4 активных партнёра',
    integrations: 'Ещё 1 интеграция',
    done: 'Выполнено',
    forecast:
      /^В таком темпе: примерно через \d+ (день|дня|дней|неделю|недели|недель|месяц|месяца|месяцев)$|^В темпе этого месяца — пока нет$/,
    current: 'Восходящая звезда',
    permanent: 'не теряется',
    history: 'Повышение: Исследователь → Восходящая звезда',
    edit: 'Изменить лестницу',
    save: 'Сохранить лестницу',
    saved: 'Лестница рангов сохранена',
    number: 'Введите число',
  },
  en: {
    currency: 'USD' as const,
    team: '$380 more team revenue',
    partners: '2 more active partners',
    partnersAfter: '4 more active partners',
    integrations: '1 more integration',
    done: 'Done',
    forecast:
      /^At this pace: in about \d+ (day|days|week|weeks|month|months)$|^Not at this month's pace yet$/,
    current: 'Rising star',
    permanent: 'cannot be lost',
    history: 'Promoted from Explorer to Rising star',
    edit: 'Edit the ladder',
    save: 'Save the ladder',
    saved: 'Rank ladder saved',
    number: 'Enter a number',
  },
} as const;

describe('ranks page', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`shows the next rank's progress, the missing figures and the forecast (${lang})`, async () => {
      const l = CASES[lang];
      const blogger = await seed(`${lang}${process.pid}`, l.currency, lang);
      const base = lang === 'en' ? app.server.enUrl : app.server.url;
      const { page } = app;
      await page.setViewportSize({ width: 390, height: 844 });
      await signInUi(page, base, blogger.email, DEMO_PASSWORD);
      await page.goto(`${base}/user/ranks`);
      await page.getByTestId('rank-next').waitFor(SLOW);

      const bars = page.getByTestId('rank-next').getByRole('progressbar');
      expect(await bars.count()).toBe(4);
      const team = page.getByTestId('rank-condition-team_revenue').getByRole('progressbar');
      expect(await team.getAttribute('aria-valuenow')).toBe(String(TEAM[l.currency]));
      expect(await team.getAttribute('aria-valuemax')).toBe(String(TEAM_TARGET[l.currency]));
      expect(await note(page, 'team_revenue')).toBe(l.team);
      expect(await note(page, 'active_partners')).toBe(l.partners);
      expect(await note(page, 'integrations')).toBe(l.integrations);
      expect(await note(page, 'personal_revenue')).toBe(l.done);
      expect(text(await page.getByTestId('rank-forecast').textContent())).toMatch(l.forecast);

      expect(text(await page.getByTestId('rank-current').textContent())).toBe(l.current);
      const current = page.locator('[data-testid=rank-ladder-item][aria-current=step]');
      expect(text(await current.textContent())).toContain(l.current);
      expect(text(await page.getByTestId('rank-ladder').textContent())).toContain(l.permanent);
      expect(text(await page.getByTestId('rank-history-item').first().textContent())).toContain(l.history);
      const quick = page.getByTestId('rank-quick-start');
      expect(await quick.count()).toBe(lang === 'en' ? 1 : 0);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `ranks-${lang}-phone.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `ranks-${lang}-desktop.png`), fullPage: true });
    });
  }
});

describe('rank ladder in the admin area', () => {
  it('an admin changes a condition (a field error first) and the blogger page reflects it', async () => {
    const l = CASES.ru;
    const blogger = await seed(`adm${process.pid}`, 'RUB', 'ru');
    const admin = await withWriter(app.server, (w) =>
      createUser(w, { email: `ranks-admin-${process.pid}@example.com`, role: 'admin', currency: null }),
    );
    const base = app.server.url;
    const { page } = app;
    await signInUi(page, base, admin.email, DEMO_PASSWORD);
    await page.goto(`${base}/admin/ranks`);
    await page.getByTestId('admin-ladder').waitFor(SLOW);
    await page.getByRole('button', { name: l.edit }).click();
    const partners = page.locator('input[name="ranks.2.conditions.active_partners"]');
    expect(await partners.inputValue()).toBe('3');
    await partners.fill('три');
    await page.getByRole('button', { name: l.save }).click();
    await page.getByTestId('ladder-editor').getByText(l.number).first().waitFor();
    await partners.fill('5');
    await page.getByRole('button', { name: l.save }).click();
    await waitForToast(page, l.saved, 'success');
    await page.getByTestId('ladder-editor').waitFor({ state: 'detached' });
    const leader = page.getByTestId('admin-ladder-row').nth(2);
    expect(text(await leader.textContent())).toContain('от 5 активных партнёров на 1-й линии');

    const own = await app.newPage([app.server.url, app.server.enUrl]);
    await signInUi(own, base, blogger.email, DEMO_PASSWORD);
    await own.goto(`${base}/user/ranks`);
    await own.getByTestId('rank-next').waitFor(SLOW);
    expect(await note(own, 'active_partners')).toBe(l.partnersAfter);
    const bar = own.getByTestId('rank-condition-active_partners').getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuemax')).toBe('5');

    // Last month the blogger sold nothing: evaluating it drops the losable rank back to Explorer.
    await page.getByRole('button', { name: /^Подвести ранги за / }).click();
    await page.getByTestId('evaluation-result').waitFor(SLOW);
    expect(text(await page.getByTestId('evaluation-result').textContent())).toMatch(
      /: проверено блогеров — [1-9]\d*, повышено — \d+, потеряли ранг — [1-9]\d*$/,
    );
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-ranks-ru-desktop.png'), fullPage: true });
    await own.reload();
    await own.getByTestId('rank-history-item').first().waitFor(SLOW);
    expect(text(await own.getByTestId('rank-current').textContent())).toBe('Исследователь');
    expect(text(await own.getByTestId('rank-history-item').first().textContent())).toContain(
      'Понижение: Восходящая звезда → Исследователь',
    );
  });
});
