import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Msg } from '../../../../contract/messages.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { auth } from '../../../lib/auth.ts';
import { handleError } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toasts.ts';

/** Layout of the staff area: brand, section tabs, language and log out; tabs wrap to a row on phones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const nav = [
    { to: '/admin/applicants', label: t`Applicants` },
    { to: '/admin/audit', label: t`Audit` },
    { to: '/admin/outbox', label: t`Outbox` },
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
    <div className="layout layout--admin">
      <header className="header admin-header">
        <Link to="/admin/applicants" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Ambassador · Admin</span>
        </Link>
        <nav className="admin-header__nav" aria-label={t`Admin`}>
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
    </div>
  );
}
