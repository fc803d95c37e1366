import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lastEndedMonth, MINOR_PER_UNIT } from '#contract/money.ts';
import { Button } from '../../../components/button.tsx';
import { MonthRun } from '../../../components/ended-month-field.tsx';
import { LoadingOrRetry } from '../../../components/loading-or-retry.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { formatCount, formatDateTime, formatMoney, formatMonth } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { commissionsKeys, monthClosesQuery, runMonthClose } from './commissions-admin-api.ts';

/** Results of a month's close (released or held, integrations x of y, amount); admins can run it now. */
export function MonthClosePanel({ canRun }: { canRun: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(lastEndedMonth);
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(monthClosesQuery(month, page));
  const run = useMutation({
    mutationFn: runMonthClose,
    onSuccess: async (result) => {
      if (result.ran) toast.success(t`Month closed: ${result.closed} changes`);
      else toast.error(t`This month is being closed right now. Try again in a few minutes.`);
      await queryClient.invalidateQueries({ queryKey: commissionsKeys.monthCloses });
    },
  });
  const money = (minor: number, currency: string | null) =>
    currency ? formatMoney(i18n.locale, minor, currency) : formatCount(i18n.locale, minor / MINOR_PER_UNIT);
  const monthName = formatMonth(i18n.locale, month);

  return (
    <TitledSection className="month-close" title={<Trans>Month close</Trans>} testId="month-close">
      <MonthRun
        name="month"
        month={month}
        onMonthChange={(value) => {
          setMonth(value);
          setPage(1);
        }}
        run={
          canRun
            ? {
                label: <Trans>Close {monthName} now</Trans>,
                pending: run.isPending,
                start: () => run.mutate(month),
              }
            : undefined
        }
      />
      {isPending || isError ? (
        <LoadingOrRetry isPending={isPending} onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="admin-muted" data-testid="month-close-status">
            {data.job?.finished_at
              ? t`Closed on ${formatDateTime(i18n.locale, data.job.finished_at)}`
              : data.job
                ? t`Closing now…`
                : t`Not closed yet`}
            {' · '}
            {t`${data.total} bloggers`}
          </p>
          {data.items.length > 0 ? (
            <table className="admin-table" data-testid="month-close-table">
              <thead>
                <tr>
                  <th>{t`Blogger`}</th>
                  <th>{t`Result`}</th>
                  <th>{t`Integrations`}</th>
                  <th>{t`Amount`}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} data-testid="month-close-row">
                    <td data-label={t`Blogger`}>{item.account.nickname ?? item.account.email}</td>
                    <td data-label={t`Result`}>
                      <span
                        className={`admin-action admin-action--${item.outcome === 'released' ? 'approved' : 'rejected'}`}
                      >
                        {item.outcome === 'released' ? t`Released` : t`Held`}
                      </span>
                    </td>
                    <td data-label={t`Integrations`}>{t`${item.integrations} of ${item.required}`}</td>
                    <td data-label={t`Amount`}>{money(item.amount, item.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {data.pages > 1 ? (
            <div className="button-row">
              <Button
                variant="transparent"
                size="small"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                <Trans>Previous</Trans>
              </Button>
              <Button
                variant="transparent"
                size="small"
                disabled={page >= data.pages}
                onClick={() => setPage(page + 1)}
              >
                <Trans>Next</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </TitledSection>
  );
}
