import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';

const app = openApp();

const h1 = async () => {
  const heading = app.page.locator('h1').first();
  await heading.waitFor();
  return (await heading.textContent())?.trim();
};
const lang = () => app.page.locator('html').getAttribute('lang');

const domains = [
  {
    name: 'Russian',
    base: () => app.server.url,
    lang: 'ru',
    landing: 'Стань амбассадором бренда',
    login: 'Вход',
  },
  {
    name: 'English',
    base: () => app.server.enUrl,
    lang: 'en',
    landing: 'Become a brand ambassador',
    login: 'Sign in',
  },
] as const;

describe.each(domains)('$name domain', (d) => {
  it('renders the landing page in its language', async () => {
    await app.page.goto(`${d.base()}/`);
    expect(await h1()).toBe(d.landing);
    expect(await lang()).toBe(d.lang);
  });

  it('renders the login page', async () => {
    await app.page.goto(`${d.base()}/user/login`);
    expect(await h1()).toBe(d.login);
    expect(await lang()).toBe(d.lang);
  });

  it('answers an unknown path with a real 404 and the error page', async () => {
    const response = await app.page.goto(`${d.base()}/no-such-page`);
    expect(response?.status()).toBe(404);
    const errorPage = app.page.getByTestId('error-page');
    await errorPage.waitFor();
    const message = d.lang === 'ru' ? 'Страница не найдена: /no-such-page' : 'Page not found: /no-such-page';
    expect(await errorPage.textContent()).toContain(message);
    // Natural text in the page's own language: no Latin words on the Russian page.
    const title = d.lang === 'ru' ? 'Упс! Что-то пошло не так' : 'Oops! Something went wrong';
    expect(await errorPage.locator('h1').textContent()).toBe(title);

    // The way back to the main page: a link to / or a button that navigates there.
    const link = errorPage.locator('a[href="/"]');
    await ((await link.count()) > 0 ? link.first() : errorPage.getByRole('button').first()).click();
    await app.page.waitForURL((url) => url.pathname === '/');
    expect(await h1()).toBe(d.landing);
  });
});

it('sends a guest from a protected page to login with a redirect back', async () => {
  await app.page.goto(`${app.server.url}/user/wallet`);
  await app.page.waitForURL((url) => url.pathname === '/user/login');
  const url = new URL(app.page.url());
  expect(url.searchParams.get('redirect')).toBe('/user/wallet');
  expect(await h1()).toBe('Вход');
});
