/**
 * The prerendered landing hydrates without a mismatch even when the visit carries a kept referral, and then
 * puts the referral on its join buttons; the carousel answers its buttons and the arrow keys.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { messages } from '../../locales/en/messages.po';
import { LandingPage } from '../../src/features/landing/components/landing-page.tsx';
import { REFERRAL_COOKIE } from '../../src/lib/referral.ts';
import { landingData } from './landing-fixture.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/`;
});

it('hydrates the prerendered HTML without mismatches, then applies the kept referral', async () => {
  i18n.loadAndActivate({ locale: 'en', messages });
  const page = (data: ReturnType<typeof landingData> | null) => (
    <I18nProvider i18n={i18n}>
      <LandingPage data={data} />
    </I18nProvider>
  );
  const container = document.createElement('div');
  // Built before any visit; the visitor then arrives with a referral kept from an earlier visit.
  container.innerHTML = renderToString(page(null));
  document.cookie = `${REFERRAL_COOKIE}=kept; Path=/`;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(null), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  const join = container.querySelector('[data-testid=landing-join]');
  expect(join?.getAttribute('href')).toBe('/user/register?ref=kept');

  // The data arrives: the placeholders give way, and the carousel moves by button and by key.
  await act(async () => root?.render(page(landingData('en'))));
  expect(container.querySelector('[data-testid=landing-placeholder]')).toBeNull();
  const status = () => container.querySelector('.carousel__status')?.textContent;
  expect(status()).toBe('1 / 2');
  const next = container.querySelector<HTMLButtonElement>('button[aria-label="Next review"]');
  await act(async () => next?.click());
  expect(status()).toBe('2 / 2');
  const carousel = container.querySelector<HTMLElement>('[data-testid=reviews]');
  await act(async () => {
    carousel?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  });
  expect(status()).toBe('1 / 2');
});
