import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../locales/en/messages.po';
import { safeRedirect } from '../../src/features/auth/components/login-form.tsx';
import { LoginPage } from '../../src/features/auth/components/login-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
// Contract messages are ids (contract/messages.ts); the English catalog turns them into text.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function renderLogin(): Promise<HTMLFormElement> {
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <LoginPage /> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/user/password-recovery' }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await router.load();
  });
  return container.querySelector('form')!;
}

const errorOf = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[name="${name}"]`)?.closest('label')?.querySelector('.field__error')?.textContent;

async function submit(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    (form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
  }
  await act(async () => {
    form.requestSubmit();
  });
}

describe('login form', () => {
  it('checks the fields with the contract schema, like every other form', async () => {
    const form = await renderLogin();
    await submit(form, { email: ' ', password: '' });
    expect(errorOf(form, 'email')).toBe('Required field');
    expect(errorOf(form, 'password')).toBe('Required field');
    // The summary every contract form shows under its fields.
    expect(form.textContent).toContain('Fill in all required fields');

    await submit(form, { email: 'not-an-email', password: 'secret' });
    expect(errorOf(form, 'email')).toBe('Enter a valid e-mail');
    expect(errorOf(form, 'password')).toBeUndefined();
  });
});

describe('the page after sign-in', () => {
  it('follows a path of the app, with its query', () => {
    expect(safeRedirect('/en/user/wallet?tab=1')).toBe('/en/user/wallet?tab=1');
    expect(safeRedirect(undefined)).toBe('/user/profile');
  });

  it('never leaves the origin, however the address is written', () => {
    for (const away of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'https://evil.example/x',
    ]) {
      expect(safeRedirect(away), away).toBe('/user/profile');
    }
  });
});
