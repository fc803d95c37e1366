import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { LogOutButton } from '../../../components/log-out-button.tsx';

/** Layout of the staff area: brand, section tabs, language and log out; tabs wrap to a row on phones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const nav = [
    { to: '/admin/applicants', label: t`Applicants` },
    { to: '/admin/placements', label: t`Placements` },
    { to: '/admin/audit', label: t`Audit` },
    { to: '/admin/outbox', label: t`Outbox` },
  ] as const;

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
          <LogOutButton />
        </div>
      </header>
      <main className="main" id="main">
        {children}
      </main>
    </div>
  );
}
