import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BoardRow } from '#contract/ord.ts';
import { Button } from '../../../components/button.tsx';
import { RejectForm } from '../../../components/reject-form.tsx';
import { formatCount } from '../../../lib/format.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { checkReport, rejectReport, reportScreenshotQuery } from './ord-admin-api.ts';
import './ord-admin.css';

/**
 * Staff check a month's figures against the blogger's screenshot (decision 075): accepted figures go to the
 * registry with the next `ord-report` run; refused ones go back to the blogger with the reason.
 */
export function OrdReportReview({ row, month }: { row: BoardRow; month: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKey });
  const accept = useMutation({ mutationFn: checkReport, onSuccess: refresh });
  const reject = useMutation({ mutationFn: rejectReport, onSuccess: refresh });
  const [rejecting, setRejecting] = useState(false);
  if (row.impressions === null || !row.report_id) {
    return (
      <p data-testid="ord-report" data-review="missing">
        <Trans>Impressions: not reported</Trans>
      </p>
    );
  }
  const id = row.report_id;
  return (
    <div className="ord-review" data-testid="ord-report" data-review={row.review ?? 'entered'}>
      <p>
        <Trans>Impressions: {formatCount(i18n.locale, row.impressions)}</Trans>{' '}
        <span className={`chip chip--report-${row.sent ? 'sent' : row.review}`}>
          <ReviewLabel review={row.review} sent={row.sent} />
        </span>
      </p>
      {row.rejection_reason ? (
        <p className="admin-muted">
          <Trans>Reason: {row.rejection_reason}</Trans>
        </p>
      ) : null}
      {row.screenshot ? <Screenshot placementId={row.placement_id} month={month} /> : null}
      {row.review === 'entered' && !rejecting ? (
        <div className="admin-actions">
          <Button size="small" loading={accept.isPending} onClick={() => accept.mutate(id)}>
            {t`Accept figures`}
          </Button>
          <Button variant="light-gray" size="small" onClick={() => setRejecting(true)}>
            {t`Reject figures`}
          </Button>
        </div>
      ) : null}
      {rejecting ? (
        <RejectForm
          pending={reject.isPending}
          submitLabel={t`Reject figures`}
          onCancel={() => setRejecting(false)}
          onSubmit={(reason) => reject.mutate({ id, reason }, { onSuccess: () => setRejecting(false) })}
        />
      ) : null}
    </div>
  );
}

function ReviewLabel({ review, sent }: { review: BoardRow['review']; sent: boolean }) {
  if (sent) return <Trans>Sent to the registry</Trans>;
  if (review === 'accepted') return <Trans>Accepted</Trans>;
  if (review === 'rejected') return <Trans>Not accepted</Trans>;
  return <Trans>To check</Trans>;
}

/** The screenshot as an image: fetched with the token, shown from an object URL. */
function Screenshot({ placementId, month }: { placementId: string; month: string }) {
  const { t } = useLingui();
  const shot = useQuery(reportScreenshotQuery(placementId, month));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!shot.data) return;
    const made = URL.createObjectURL(shot.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [shot.data]);
  if (shot.isError) return <p className="admin-muted">{t`The screenshot could not be loaded`}</p>;
  if (!url) return <p className="admin-muted">{t`Loading the screenshot…`}</p>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="ord-review__shot">
      <img src={url} alt={t`Screenshot of the network's statistics`} data-testid="report-screenshot" />
    </a>
  );
}
