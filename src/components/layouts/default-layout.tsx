import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getBrand } from '../../lib/brand.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { AppHeader } from './app-header.tsx';
import { TabBarMore } from './tab-bar-more.tsx';
import { useAliasCurrent } from './use-alias-current.ts';

/** Layout for signed-in ambassadors: top bar on wide screens, tab bar on phones. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const current = useAliasCurrent();
  const { t } = useLingui();
  const sections = [
    { to: '/user/placements', label: t`Placements` },
    { to: '/user/team', label: t`Team` },
    { to: '/user/income', label: t`Income` },
    { to: '/user/wallet', label: t`Wallet` },
    { to: '/user/courses', label: t`School` },
    { to: '/user/profile', label: t`Profile` },
  ] as const;
  /** Behind "More" on the phone tab bar; the wide header lists them with the rest. */
  const more = [
    { to: '/user/ranks', label: t`Ranks` },
    { to: '/user/promocodes', label: t`Promocodes` },
    { to: '/user/products', label: t`Products` },
    { to: '/user/partner-program', label: t`Partner program` },
  ] as const;
  /** The wide header lists the first of them with the sections and keeps the rest behind its own "More". */
  const headerMore = 2;
  // Until onboarding is finished every section redirects back to it, so the menu would only mislead.
  const ready = !!useAuth().user?.onboarding_completed;
  const nav = ready ? sections : [];

  return (
    <div className="layout layout--default">
      <AppHeader
        home="/user/placements"
        title={getBrand().name}
        items={ready ? [...sections, ...more.slice(0, headerMore)] : []}
        more={ready ? more.slice(headerMore) : []}
        navLabel={t`Main`}
        navClassName="header__nav"
      />
      <main className="main" id="main">
        {children}
      </main>
      {nav.length > 0 ? (
        <nav className="tab-bar" aria-label={t`Main`}>
          {nav.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              {...current(item.to)}
              className="tab-bar__item"
              activeProps={{ 'aria-current': 'page' }}
            >
              {item.label}
            </Link>
          ))}
          <TabBarMore items={more} />
        </nav>
      ) : null}
    </div>
  );
}
