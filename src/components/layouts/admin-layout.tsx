import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useLayoutEffect } from 'react';
import { getBrand } from '../../lib/brand.ts';
import { AppHeader } from './app-header.tsx';
import './admin.css';

/** Layout of the staff area: brand, section tabs, language and log out; tabs take their own scrolling row on phones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const nav = [
    { to: '/admin/applicants', label: t`Applicants` },
    { to: '/admin/placements', label: t`Placements` },
    { to: '/admin/payouts', label: t`Payouts` },
    { to: '/admin/sales/unattributed', label: t`Sales` },
    { to: '/admin/sales/import', label: t`Sales import` },
    { to: '/admin/audit', label: t`Audit` },
    { to: '/admin/outbox', label: t`Outbox` },
    { to: '/admin/commissions', label: t`Commissions` },
    { to: '/admin/ranks', label: t`Ranks` },
    { to: '/admin/landing', label: t`Landing` },
    { to: '/admin/courses', label: t`Courses` },
    { to: '/admin/products', label: t`Products` },
  ] as const;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // On a phone the tabs scroll sideways: bring the current one into view, or a later tab (Sales import,
  // Commissions) is selected but hidden past the edge. Only the row scrolls, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation
  useLayoutEffect(() => {
    const row = document.querySelector<HTMLElement>('.admin-header__nav');
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const start = current.offsetLeft - row.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth)
      row.scrollLeft = start - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className="layout layout--admin">
      <AppHeader
        home="/admin/applicants"
        title={`${getBrand().name} · Admin`}
        items={nav}
        navLabel={t`Admin`}
        className="admin-header"
        navClassName="admin-header__nav"
      />
      <main className="main" id="main">
        {children}
      </main>
    </div>
  );
}
