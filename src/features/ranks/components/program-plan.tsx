import { Trans, useLingui } from '@lingui/react/macro';
import type { PartnerProgram } from '#contract/partner-program.ts';
import { TitledSection } from '../../../components/titled-section.tsx';
import { formatCount, formatPercent } from '../../../lib/format.ts';

/** The plan in force: the blogger's own sales and levels 1–4, standard and during the first days. */
export function ProgramPlan({ plan }: { plan: PartnerProgram['plan'] }) {
  const { t, i18n } = useLingui();
  const days = formatCount(i18n.locale, plan.early_days);
  const rows = [
    { label: t`Your own sales`, rate: plan.personal_bp, early: plan.early_personal_bp },
    ...plan.levels_bp.map((rate, i) => {
      const level = i + 1;
      return { label: t`Partners of level ${level}`, rate, early: plan.early_levels_bp[i] ?? rate };
    }),
  ];
  return (
    <TitledSection className="ranks-card" title={<Trans>Your reward</Trans>} testId="program-plan">
      <p className="muted">
        <Trans>
          A share of every sale made with your promocode or link, and of your team's sales down to the fourth
          level. In your first {days} days after registering the rates are higher.
        </Trans>
      </p>
      <table className="program-table">
        <thead>
          <tr>
            <th scope="col">{t`Sales`}</th>
            <th scope="col">{t`Rate`}</th>
            <th scope="col">{t`First ${days} days`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} data-testid="program-rate">
              <th scope="row">{row.label}</th>
              <td>{formatPercent(i18n.locale, row.rate)}</td>
              <td>{formatPercent(i18n.locale, row.early)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledSection>
  );
}
