import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { handleError } from '../../../lib/errors.ts';
import { runEvaluation } from '../api/ranks-api.ts';
import { formatMonth } from '../rank-format.ts';

const lastEndedMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/** Runs one finished month's rank evaluation now (the job does it on its own after the month ends). */
export function EvaluationPanel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(lastEndedMonth);
  const run = useMutation({
    mutationFn: runEvaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ranks'] }),
    onError: handleError,
  });
  const result = run.data;
  const monthName = formatMonth(month);

  return (
    <section className="ranks-evaluation" aria-labelledby="ranks-evaluation-title">
      <h2 id="ranks-evaluation-title">
        <Trans>Monthly evaluation</Trans>
      </h2>
      <div className="ranks-evaluation__controls">
        <label className="field">
          <span>{t`Month`}</span>
          <input
            type="month"
            name="evaluation-month"
            value={month}
            max={lastEndedMonth()}
            onChange={(e) => {
              if (/^\d{4}-\d{2}$/.test(e.target.value)) setMonth(e.target.value);
              run.reset();
            }}
          />
        </label>
        <Button
          size="small"
          loading={run.isPending}
          disabled={run.isPending}
          onClick={() => run.mutate(month)}
        >
          <Trans>Evaluate {monthName} now</Trans>
        </Button>
      </div>
      {result ? (
        <p className="admin-muted" role="status" data-testid="evaluation-result">
          {result.ran
            ? t`${formatMonth(result.month)}: bloggers evaluated: ${result.evaluated}, promoted: ${result.promoted}, lost their rank: ${result.lost}`
            : t`${formatMonth(result.month)} was already evaluated: nothing changed`}
        </p>
      ) : null}
    </section>
  );
}
