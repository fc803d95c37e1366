import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanVersion } from '#contract/commission-admin.ts';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { planHistoryQuery } from './commissions-admin-api.ts';
import './commissions.css';
import { LoadingOrRetry } from '../../../components/loading-or-retry.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { MonthClosePanel } from './month-close-panel.tsx';
import { PlanEditor } from './plan-editor.tsx';
import { RateTable } from './rate-table.tsx';

/** Admin → Commissions: the plan in force, a new version (admins), the month close and past versions. */
export function CommissionsPage() {
  const { t, i18n } = useLingui();
  const isAdmin = useAuth().user?.role === 'admin';
  const [editing, setEditing] = useState(false);
  const { data, isPending, isError, refetch } = useQuery(planHistoryQuery());
  const since = (p: PlanVersion) => formatDateTime(i18n.locale, p.created_at);
  const author = (p: PlanVersion) => p.created_by ?? t`default plan`;

  return (
    <section className="page admin-page commissions-page">
      <PageTitle>{t`Commissions`}</PageTitle>
      {isPending || isError ? (
        <LoadingOrRetry isPending={isPending} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="admin-page__head">
            <h2>
              <Trans>Plan in force: version {data.current.version}</Trans>
            </h2>
            <span className="admin-muted" data-testid="plan-current">
              {t`since ${since(data.current)}`} · {author(data.current)}
            </span>
          </div>
          <RateTable plan={data.current} names={data.product_names} />
          {isAdmin && !editing ? (
            <div className="button-row">
              <Button size="small" onClick={() => setEditing(true)}>
                <Trans>Edit as a new version</Trans>
              </Button>
            </div>
          ) : null}
          {isAdmin && editing ? (
            <PlanEditor plan={data.current} names={data.product_names} onClose={() => setEditing(false)} />
          ) : null}
          <MonthClosePanel canRun={isAdmin} />
          <section className="plan-versions" aria-labelledby="plan-versions-title">
            <h2 id="plan-versions-title">
              <Trans>Versions</Trans>
            </h2>
            {data.versions.map((p) => (
              <details key={p.id} className="plan-version" data-testid="plan-version">
                <summary>
                  <strong>{t`Version ${p.version}`}</strong> · {since(p)} · {author(p)}
                  {p.id === data.current.id ? <span className="admin-badge">{t`in force`}</span> : null}
                </summary>
                <RateTable plan={p} names={data.product_names} />
              </details>
            ))}
          </section>
        </>
      )}
    </section>
  );
}
