import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Brand } from '#contract/brand.ts';
import { type IslandWrap, LandingPage } from '../features/landing/components/landing-page.tsx';
import { LandingHeader } from './landing-header.tsx';

export interface LandingAppProps {
  i18n: I18n;
  /** The prerender writes stand-ins (BRAND_SLOTS) that the server fills in. */
  brand: Brand;
}

/** An island's container: the client hydrates what is inside it on its own (src/landing/islands.tsx). */
export const islandContainer: IslandWrap = (name, section) => (
  <div className="island" data-island={name}>
    {section}
  </div>
);

/**
 * The whole guests' landing page as prerendered (no data, no referral, no cookie notice). The client does
 * not hydrate it as one tree: only the islands (the header, the sections with data, a referral or input)
 * are hydrated, each as its own root; the static sections stay plain HTML (decision 082).
 */
export function LandingApp({ i18n, brand }: LandingAppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <div className="layout layout--guest">
        <div className="island" data-island="header">
          <LandingHeader brand={brand} />
        </div>
        <main className="main" id="main">
          <LandingPage data={null} wrap={islandContainer} />
        </main>
      </div>
    </I18nProvider>
  );
}
