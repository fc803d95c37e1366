import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PlacementReportItem } from '#contract/ord.ts';
import { reportDeadline, reportMonths } from '#contract/ord.ts';
import type { Placement } from '#contract/placements.ts';
import { Button } from '../../../components/button.tsx';
import type { ReportEntryRow } from '../../../db/app-db.ts';
import { formatCount, formatDate, formatMonth } from '../../../lib/format.ts';
import { useLiveQuery } from '../../../lib/use-live-query.ts';
import { reportsKeys, reportsQuery } from '../api/reports-api.ts';
import { useAdMarking } from '../hooks/use-placements.ts';
import { localReports } from '../local/report-entries.ts';
import { ReportForm } from './report-form.tsx';

/**
 * The monthly impressions of a marked placement (decision 075): each month it ran, once that month or the
 * placement has ended, with its state and, where the blogger has something to do, the entry form. Only
 * the Russian market reports: UAE placements are outside Russian marking and show nothing here.
 */
export function PlacementReports({ placement: p }: { placement: Placement }) {
  const market = useAdMarking().data?.market;
  const today = new Date().toISOString().slice(0, 10);
  const months = reportMonths(p, today);
  const enabled = market === 'ru' && Boolean(p.erid) && months.length > 0;
  const server = useQuery({ ...reportsQuery(p.id), enabled });
  const local = useLiveQuery(`reports:${p.id}`, () => localReports(p.id));
  useRefreshWhenSent(p.id, local);
  if (market !== 'ru' || !p.erid) return null;
  return (
    <section className="placement__reports" data-testid="reports" aria-labelledby={`reports-${p.id}`}>
      <h4 className="placement__reports-title" id={`reports-${p.id}`}>
        <Trans>Impressions for the ad registry</Trans>
      </h4>
      {months.length === 0 ? (
        <p className="muted" data-testid="reports-empty">
          <Trans>When the month or the placement ends, enter its impressions here with a screenshot.</Trans>
        </p>
      ) : server.isPending && !local?.length ? (
        <p className="muted" role="status">
          <Trans>Loading impressions…</Trans>
        </p>
      ) : (
        <>
          {server.isError ? (
            <div className="placement__reports-error" role="alert">
              <Trans>Could not load the impressions on record.</Trans>{' '}
              <Button variant="light-gray" size="small" onClick={() => void server.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : null}
          <ul className="placement__report-list">
            {months.map((month) => (
              <MonthRow
                key={month}
                placementId={p.id}
                month={month}
                report={server.data?.find((r) => r.month === month)}
                entry={local?.find((e) => e.month === month)}
                known={server.isSuccess}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** An entry leaving the device means the server has it: read the months again. */
function useRefreshWhenSent(placementId: string, local: ReportEntryRow[] | undefined) {
  const queryClient = useQueryClient();
  const before = useRef<string[]>([]);
  const keys = (local ?? []).map((e) => e.key);
  const signature = keys.join(',');
  useEffect(() => {
    const gone = before.current.some((k) => !signature.split(',').includes(k));
    before.current = signature ? signature.split(',') : [];
    if (gone) void queryClient.invalidateQueries({ queryKey: reportsKeys.of(placementId) });
  }, [signature, placementId, queryClient]);
}

interface RowProps {
  placementId: string;
  month: string;
  report: PlacementReportItem | undefined;
  entry: ReportEntryRow | undefined;
  /** The server's months are loaded (so a month without a report is really missing). */
  known: boolean;
}

function MonthRow({ placementId, month, report, entry, known }: RowProps) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const due = formatDate(i18n.locale, reportDeadline(month));
  const state = entry
    ? entry.status === 'failed'
      ? 'failed'
      : 'queued'
    : report
      ? report.sent
        ? 'sent'
        : report.review
      : known
        ? 'missing'
        : 'unknown';
  const asks = state === 'missing' || state === 'rejected' || state === 'failed';
  const figures = entry?.impressions ?? report?.impressions;
  // Staff write the reason as a sentence; the note adds its own full stop.
  const reason = report?.rejection_reason?.replace(/[.!\s]+$/u, '');
  return (
    <li className="placement__report" data-testid="report-month" data-month={month} data-state={state}>
      <div className="placement__report-head">
        <strong>{formatMonth(i18n.locale, month)}</strong>
        {figures !== undefined ? <span>{formatCount(i18n.locale, figures)}</span> : null}
        <span className={`chip chip--report-${state}`} data-testid="report-state">
          <StateLabel state={state} due={due} />
        </span>
      </div>
      {state === 'rejected' && reason ? (
        <p className="placement__report-note" role="note">
          <Trans>Not accepted: {reason}. Enter the figures again.</Trans>
        </p>
      ) : null}
      {state === 'failed' && entry?.error ? (
        <p className="field__error" role="alert">
          {entry.error}
        </p>
      ) : null}
      {asks || editing ? (
        <ReportForm
          placementId={placementId}
          month={month}
          initial={figures}
          onDone={() => setEditing(false)}
          onCancel={editing ? () => setEditing(false) : undefined}
        />
      ) : state === 'entered' ? (
        <Button variant="light-gray" size="small" onClick={() => setEditing(true)}>
          <Trans>Correct</Trans>
        </Button>
      ) : null}
    </li>
  );
}

function StateLabel({ state, due }: { state: string; due: string }) {
  switch (state) {
    case 'queued':
      return <Trans>Waiting to be sent</Trans>;
    case 'failed':
      return <Trans>Not sent</Trans>;
    case 'sent':
      return <Trans>Reported to the registry</Trans>;
    case 'accepted':
      return <Trans>Accepted</Trans>;
    case 'entered':
      return <Trans>Being checked</Trans>;
    case 'rejected':
      return <Trans>Not accepted</Trans>;
    case 'missing':
      return <Trans>Enter by {due}</Trans>;
    default:
      return <Trans>Loading…</Trans>;
  }
}
