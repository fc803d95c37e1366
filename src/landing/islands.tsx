/**
 * The landing's islands (decision 082): each interactive or data-driven part of the prerendered page is
 * hydrated as a root of its own, and the static sections are never hydrated. One shared state (the inlined
 * data and the referral) reaches every island after they have all hydrated, as a transition, so React renders
 * it in slices instead of one long task.
 */
import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Brand } from '#contract/brand.ts';
import type { LandingData } from '#contract/landing.ts';
import { CookieNotice } from '../components/cookie-notice.tsx';
import { LANDING_ISLANDS, type LandingIslandName } from '../features/landing/components/landing-page.tsx';
import { pageCurrency } from '../features/landing/format.ts';
import { markPageReady } from '../lib/page-ready.ts';
import { LandingHeader } from './landing-header.tsx';

export interface IslandState {
  data: LandingData | null;
  /** The address's own `?ref` (the header's join link). */
  referral?: string;
  /** The referral the page's join buttons carry: the address's, else the kept one. */
  kept: string | null;
}

/** What the prerender rendered: every island's first client render must be the same. */
const PRERENDERED: IslandState = { data: null, kept: null };
let current = PRERENDERED;
const listeners = new Set<(state: IslandState) => void>();

function useIslandState(onCommit: (state: IslandState) => void): IslandState {
  const [state, setState] = useState(PRERENDERED);
  useEffect(() => {
    const listener = (next: IslandState) => startTransition(() => setState(next));
    listeners.add(listener);
    if (current !== PRERENDERED) listener(current);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => onCommit(state), [onCommit, state]);
  return state;
}

function SectionIsland({ name, onCommit }: { name: LandingIslandName; onCommit: (s: IslandState) => void }) {
  const { i18n } = useLingui();
  const { data, kept } = useIslandState(onCommit);
  return LANDING_ISLANDS[name]({ data, kept, currency: pageCurrency(i18n.locale, data) });
}

function HeaderIsland({ brand, onCommit }: { brand: Brand; onCommit: (s: IslandState) => void }) {
  const { referral } = useIslandState(onCommit);
  return <LandingHeader referral={referral} brand={brand} />;
}

/**
 * Hydrates every `[data-island]` of the page, then hands them `load()`'s state and mounts the cookie notice
 * (it reads document.cookie, so it only exists in the browser). `<html data-ready>` once all show the data.
 */
export function hydrateIslands(i18n: I18n, brand: Brand, load: () => IslandState): void {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const hydrated = new Set<HTMLElement>();
  const showing = new Set<HTMLElement>();
  for (const container of containers) {
    const onCommit = (state: IslandState) => {
      if (state === PRERENDERED) {
        hydrated.add(container);
        if (hydrated.size === containers.length) {
          publish(load());
          mountCookieNotice(i18n);
        }
      } else {
        showing.add(container);
        if (showing.size === containers.length) markPageReady(true);
      }
    };
    const name = container.dataset.island;
    const island =
      name === 'header' ? (
        <HeaderIsland brand={brand} onCommit={onCommit} />
      ) : (
        <SectionIsland name={name as LandingIslandName} onCommit={onCommit} />
      );
    // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead
    // of hydrating a whole island in one long task (decision 095). An island clicked before its turn is
    // hydrated first, with the click replayed (React's selective hydration).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <I18nProvider i18n={i18n}>{island}</I18nProvider>
        </StrictMode>,
      );
    });
  }
}

function mountCookieNotice(i18n: I18n): void {
  const notice = document.createElement('div');
  document.getElementById('root')?.prepend(notice);
  createRoot(notice).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <CookieNotice />
      </I18nProvider>
    </StrictMode>,
  );
}

function publish(state: IslandState): void {
  current = state;
  for (const listener of listeners) listener(state);
}
