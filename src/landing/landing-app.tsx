import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Brand } from '#contract/brand.ts';
import type { LandingData } from '#contract/landing.ts';
import { CookieNotice } from '../components/cookie-notice.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { markPageReady } from '../lib/page-ready.ts';
import { LandingHeader } from './landing-header.tsx';

export interface LandingAppProps {
  i18n: I18n;
  /** The prerender writes stand-ins (BRAND_SLOTS) that the server fills in; the client passes the real one. */
  brand: Brand;
  /** Read after hydration (the prerender has neither); null renders the sections' static state. */
  load?: () => { data: LandingData | null; referral?: string };
}

/**
 * The whole guests' landing page. The prerender and the first client render see the same props (no data,
 * no referral, no cookie notice), so hydration matches; the effect then brings in the inlined data.
 */
export function LandingApp({ i18n, load, brand }: LandingAppProps) {
  const [state, setState] = useState<{ data: LandingData | null; referral?: string; hydrated: boolean }>({
    data: null,
    hydrated: false,
  });
  useEffect(() => {
    if (load) setState({ ...load(), hydrated: true });
  }, [load]);
  // The data comes inlined, so the page is ready once it is hydrated with it.
  useEffect(() => markPageReady(state.hydrated), [state.hydrated]);
  return (
    <I18nProvider i18n={i18n}>
      <div className="layout layout--guest">
        <LandingHeader referral={state.referral} brand={brand} />
        <main className="main" id="main">
          <LandingPage data={state.data} referral={state.referral} />
        </main>
      </div>
      {/* It reads document.cookie, so it only exists in the browser, after hydration. */}
      {state.hydrated ? <CookieNotice /> : null}
    </I18nProvider>
  );
}
