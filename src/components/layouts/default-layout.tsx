import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Msg } from '../../../contract/messages.ts';
import { auth } from '../../features/auth/auth-store.ts';
import { handleError } from '../../lib/errors.ts';
import { toast } from '../../lib/toasts.ts';
import { LanguageSwitch } from '../language-switch.tsx';

/** Layout for signed-in ambassadors: top bar on wide screens, tab bar on phones. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const nav = [
    { to: '/user/placements', label: t`Placements` },
    { to: '/user/team', label: t`Team` },
    { to: '/user/income', label: t`Income` },
    { to: '/user/wallet', label: t`Wallet` },
    { to: '/user/courses', label: t`School` },
    { to: '/user/profile', label: t`Profile` },
  ] as const;

  const logOut = async () => {
    try {
      await auth.signOut();
    } catch (error) {
      toast.error(i18n._(Msg.logout_failed));
      handleError(error);
    }
    await router.navigate({ to: '/user/login' });
  };

  return (
    <div className="layout layout--default">
      <header className="header">
        <Link to="/user/placements" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Ambassador</span>
        </Link>
        <nav className="header__nav" aria-label={t`Main`}>
          {nav.map((item) => (
            <Link key={item.to} to={item.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="header__actions">
          <LanguageSwitch />
          <button type="button" className="btn btn--light-gray btn--small" onClick={logOut}>
            <Trans>Log out</Trans>
          </button>
        </div>
      </header>
      <main className="main" id="main">
        {children}
      </main>
      <nav className="tab-bar" aria-label={t`Main`}>
        {nav.map((item) => (
          <Link key={item.to} to={item.to} className="tab-bar__item" activeProps={{ 'aria-current': 'page' }}>
            {item.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
