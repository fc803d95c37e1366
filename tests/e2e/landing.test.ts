/**
 * The landing of issue 11 in the browser: the Russian and the UAE variants differ in currency and legal text,
 * the calculator follows its inputs, and `?ref` survives a detour through other pages up to registration.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
/** The machine is shared: give the app time to boot and react before a check gives up. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const variants = [
  {
    name: 'Russian',
    base: () => app.server.url,
    withdrawal: /10\s000\s₽/,
    legal: '152-ФЗ',
    otherLegal: 'Decree-Law',
    terms: { title: 'Условия сотрудничества', text: 'самозанят' },
    privacy: { title: 'Политика обработки персональных данных', text: '152-ФЗ' },
  },
  {
    name: 'English (UAE)',
    base: () => app.server.enUrl,
    withdrawal: /\$100\b/,
    legal: 'Federal Decree-Law No. 45 of 2021',
    otherLegal: '152-ФЗ',
    terms: { title: 'Terms of cooperation', text: 'United Arab Emirates' },
    privacy: { title: 'Privacy policy', text: 'Federal Decree-Law No. 45 of 2021' },
  },
] as const;

describe.each(variants)('$name landing', (v) => {
  it('shows its currency and its own legal text and pages', async () => {
    const { page } = app;
    await page.goto(`${v.base()}/`);
    await page.getByTestId('calculator-total').waitFor();
    const conditions = (await page.getByTestId('landing-conditions').textContent()) ?? '';
    expect(conditions).toMatch(v.withdrawal);
    const total = (await page.getByTestId('calculator-total').textContent()) ?? '';
    expect(total).toMatch(v.name === 'Russian' ? /₽/ : /\$/);
    const note = (await page.getByTestId('legal-note').textContent()) ?? '';
    expect(note).toContain(v.legal);
    expect(note).not.toContain(v.otherLegal);
    expect(await page.getByTestId('landing-ranks').locator('li h3').count()).toBeGreaterThan(1);

    const footer = page.getByTestId('landing-footer');
    for (const [kind, expected] of [
      ['terms', v.terms],
      ['privacy', v.privacy],
    ] as const) {
      await page.goto(`${v.base()}/`);
      await footer.locator(`a[href$="/${kind}"]`).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${kind}`));
      const legal = page.getByTestId(`legal-${kind}`);
      await legal.waitFor();
      expect(await legal.locator('h1').textContent()).toBe(expected.title);
      expect(await legal.textContent()).toContain(expected.text);
    }
  });
});

it('recalculates the income when the inputs change, with the early-days figure too', async () => {
  const { page } = app;
  await page.goto(`${app.server.url}/`);
  const total = page.getByTestId('calculator-total');
  await total.waitFor();
  const read = async () => (await total.textContent())?.trim() ?? '';
  const initial = await read();
  const calculator = page.getByTestId('calculator');

  await calculator.locator('input[name=personal_sales]').fill('500000');
  await poll(read).not.toBe(initial);
  const morePersonal = await read();
  await calculator.locator('input[name=partners_1]').fill('40');
  await poll(read).not.toBe(morePersonal);
  const digits = (text: string) => Number(text.replace(/\D/g, ''));
  expect(digits(await read())).toBeGreaterThan(digits(morePersonal));
  expect(digits(morePersonal)).toBeGreaterThan(digits(initial));

  await calculator.locator('input[name=personal_sales]').fill('0');
  await calculator.locator('input[name=partners_1]').fill('0');
  await calculator.locator('input[name=partners_2]').fill('0');
  await poll(read).toMatch(/^0\s₽$/);
  expect(await page.getByTestId('calculator-early').textContent()).toMatch(/\d+/);
});

it('keeps ?ref through other pages up to the inviter field of registration', async () => {
  const { page } = app;
  const base = app.server.url;
  await page.goto(`${base}/?ref=annaref`);
  const join = page.getByTestId('landing-join');
  await poll(() => join.getAttribute('href')).toBe('/user/register?ref=annaref');

  // A detour: the login page (a full page load, the landing's links are plain), then the header's join link.
  await page.getByRole('link', { name: 'У меня уже есть аккаунт' }).click();
  await page.waitForURL((url) => url.pathname === '/user/login');
  const headerJoin = page.locator('.header__join');
  await poll(() => headerJoin.getAttribute('href')).toBe('/user/register?ref=annaref');
  await headerJoin.click();
  await page.waitForURL((url) => url.pathname === '/user/register');
  expect(await page.locator('input[name=inviter]').inputValue()).toBe('annaref');

  // A later visit straight to registration, without any ?ref, still names the inviter.
  await page.goto(`${base}/user/register`);
  await page.locator('input[name=inviter]').waitFor();
  expect(await page.locator('input[name=inviter]').inputValue()).toBe('annaref');

  // The consents link to the legal pages in a new tab, so the form is not lost.
  const consent = page.locator('.field--checkbox', {
    has: page.locator('input[name=personal_data_consent]'),
  });
  for (const kind of ['terms', 'privacy']) {
    const link = consent.locator(`a[href="/${kind}"]`);
    expect(await link.getAttribute('target')).toBe('_blank');
  }
});

it('ignores a ?ref that is not an inviter', async () => {
  const { page } = app;
  await page.goto(`${app.server.url}/?ref=${encodeURIComponent('<img src=x>')}`);
  await page.getByTestId('calculator-total').waitFor();
  expect(await page.getByTestId('landing-join').getAttribute('href')).toBe('/user/register');
  expect((await app.context.cookies()).some((c) => c.name === 'ref')).toBe(false);
});

it('swipes the reviews carousel with a quick drag only, and moves by button and key', async () => {
  const { page } = app;
  await page.goto(`${app.server.url}/`);
  const carousel = page.getByTestId('reviews');
  await carousel.waitFor();
  const status = carousel.locator('.carousel__status');
  const count = Number((await status.textContent())?.split('/')[1]);
  expect(count).toBeGreaterThan(1);
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.locator('.carousel__slide').first().boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (fromX: number, toX: number, holdMs: number) => {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move(toX, y, { steps: 3 });
    // Kept: the finger's pause is the gesture under test (a slow drag is no swipe).
    if (holdMs) await page.waitForTimeout(holdMs);
    await page.mouse.up();
  };
  const mid = box.x + box.width / 2;

  await drag(mid, mid - 60, 0);
  await poll(() => status.textContent()).toBe(`2 / ${count}`);
  // Too short (under 20 px) or too slow (over 500 ms): not a swipe.
  await drag(mid, mid - 12, 0);
  await drag(mid, mid - 80, 700);
  expect(await status.textContent()).toBe(`2 / ${count}`);
  await drag(mid, mid + 60, 0);
  await poll(() => status.textContent()).toBe(`1 / ${count}`);

  await carousel.getByRole('button', { name: 'Следующий отзыв' }).click();
  await poll(() => status.textContent()).toBe(`2 / ${count}`);
  await carousel.focus();
  await page.keyboard.press('ArrowLeft');
  await poll(() => status.textContent()).toBe(`1 / ${count}`);
});

it('carries a digits-only referral to registration as text', async () => {
  const { page } = app;
  await page.goto(`${app.server.url}/?ref=100500`);
  const join = page.getByTestId('landing-join');
  await poll(() => join.getAttribute('href')).toBe('/user/register?ref=100500');
  await join.click();
  await page.waitForURL((url) => url.pathname === '/user/register');
  await page.locator('input[name=inviter]').waitFor();
  expect(await page.locator('input[name=inviter]').inputValue()).toBe('100500');
});
