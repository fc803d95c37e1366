import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lastEndedMonth } from '#contract/money.ts';
import { MonthRun } from '../../../components/ended-month-field.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { handleError } from '../../../lib/errors.ts';
import { formatMonth } from '../../../lib/format.ts';
import { ranksKeys } from '../api/ranks-api.ts';
import { runEvaluation } from './ranks-admin-api.ts';

/** Runs one finished month's rank evaluation now (the job does it on its own after the month ends). */
export function EvaluationPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(lastEndedMonth);
  const run = useMutation({
    mutationFn: runEvaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ranksKeys.all }),
    onError: handleError,
  });
  const result = run.data;
  const monthName = formatMonth(i18n.locale, month);

  return (
    <TitledSection className="ranks-evaluation" title={<Trans>Monthly evaluation</Trans>}>
      <MonthRun
        name="evaluation-month"
        month={month}
        onMonthChange={(value) => {
          setMonth(value);
          run.reset();
        }}
        run={{
          label: <Trans>Evaluate {monthName} now</Trans>,
          pending: run.isPending,
          start: () => run.mutate(month),
        }}
      />
      {result ? (
        <p className="admin-muted" role="status" data-testid="evaluation-result">
          {result.ran
            ? t`${formatMonth(i18n.locale, result.month)}: bloggers evaluated: ${result.evaluated}, promoted: ${result.promoted}, lost their rank: ${result.lost}`
            : t`${formatMonth(i18n.locale, result.month)} was already evaluated: nothing changed`}
        </p>
      ) : null}
    </TitledSection>
  );
}
