import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Loading and empty states in the admin area's style (the moderation feature has its own copies). */
export function Loading() {
  return (
    <div className="admin-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <div className="admin-skeleton__row" aria-hidden="true" />
      <div className="admin-skeleton__row" aria-hidden="true" />
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="admin-empty" data-testid="admin-empty">
      {children}
    </p>
  );
}
