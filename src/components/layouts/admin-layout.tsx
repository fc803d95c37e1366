import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { getBrand } from '../../lib/brand.ts';
import { AppHeader } from './app-header.tsx';
import './admin.css';
import './admin-editor.css';

/** Layout of the staff area: brand, language and log out, then the section tabs in rows of their own. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const nav = [
    { to: '/admin/applicants', label: t`Applicants` },
    { to: '/admin/placements', label: t`Placements` },
    { to: '/admin/ord', label: t`Ad marking` },
    { to: '/admin/placement-costs', label: t`Placement costs` },
    { to: '/admin/ad-rules', label: t`Ad rules` },
    { to: '/admin/payouts', label: t`Payouts` },
    { to: '/admin/fraud', label: t`Fraud review` },
    { to: '/admin/receipts', label: t`Receipts` },
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

  return (
    <div className="layout layout--admin">
      <AppHeader
        home="/admin/applicants"
        title={`${getBrand().name} · ${t({ message: 'Admin', context: 'header' })}`}
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
