import { useLingui } from '@lingui/react/macro';
import {
  Award,
  GraduationCap,
  Handshake,
  Megaphone,
  ShieldCheck,
  ShoppingBag,
  TicketPercent,
  TrendingUp,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { homeOf, isStaff } from '../../features/auth/admin-guard.ts';
import { getBrand } from '../../lib/brand.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { AppHeader } from './app-header.tsx';
import { NavEntry } from './nav-entry.tsx';
import type { NavItem } from './nav-item.ts';
import { TabBarMore } from './tab-bar-more.tsx';

/** Layout for signed-in ambassadors: top bar on wide screens, tab bar on phones; both list the same sections. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user } = useAuth();
  /**
   * What a blogger opens most, in the tab bar: the profile (referral link, promocodes, manager), placements
   * (every ad needs its ERID), income, wallet and team. A phone has room for five and "More".
   */
  const sections: NavItem[] = [
    { to: '/user/profile', label: t`Profile`, icon: UserRound },
    { to: '/user/placements', label: t`Placements`, icon: Megaphone },
    { to: '/user/income', label: t`Income`, icon: TrendingUp },
    { to: '/user/wallet', label: t`Wallet`, icon: Wallet },
    { to: '/user/team', label: t`Team`, icon: Users },
  ];
  /** Behind "More", in the tab bar and in the wide header alike. */
  const more: NavItem[] = [
    { to: '/user/courses', label: t`School`, icon: GraduationCap },
    { to: '/user/promocodes', label: t`Promocodes`, icon: TicketPercent },
    { to: '/user/ranks', label: t`Ranks`, icon: Award },
    { to: '/user/products', label: t`Products`, icon: ShoppingBag },
    { to: '/user/partner-program', label: t`Partner program`, icon: Handshake },
  ];
  // Until onboarding is finished every section redirects back to it, so the menu would only mislead.
  const ready = !!user?.onboarding_completed;
  // Staff looking at what bloggers see (draft courses, decision 058) keep a way back to their own area.
  const adminArea =
    user && isStaff(user) ? { to: homeOf(user), label: t`Admin area`, icon: ShieldCheck } : null;

  return (
    <div className="layout layout--default">
      <AppHeader
        home="/user/profile"
        title={getBrand().name}
        items={ready ? sections : []}
        more={ready ? more : []}
        navLabel={t`Main`}
        navClassName="header__nav"
        otherArea={adminArea}
      />
      <main className="main" id="main">
        {children}
      </main>
      {ready ? (
        <nav className="tab-bar" aria-label={t`Main`}>
          {sections.map((item) => (
            <NavEntry key={item.to} item={item} className="tab-bar__item" />
          ))}
          <TabBarMore items={more} />
        </nav>
      ) : null}
    </div>
  );
}
