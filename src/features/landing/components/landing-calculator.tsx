import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlanRates } from '#contract/landing.ts';
import { TEAM_MAX_LEVELS } from '#contract/limits.ts';
import type { Currency } from '#contract/money.ts';
import { Field } from '../../../components/form-field.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { CALC_LIMITS, calculateIncome, clampInput } from '../calculator.ts';
import { Placeholder } from './landing-placeholder.tsx';

/** Starting figures, whole units: a modest month, the same on every render (the page is prerendered). */
const DEFAULTS: Record<Currency, { personal: string; partner: string }> = {
  RUB: { personal: '100000', partner: '30000' },
  USD: { personal: '1000', partner: '300' },
};
const DEFAULT_PARTNERS = ['3', '5', '0', '0'];
/** Every figure is a whole number from 0, typed on a digit keypad; it is clamped when calculating. */
const COUNT = { type: 'number', inputMode: 'numeric', min: 0 } as const;

/** The income calculator (SPEC §1): the plan in force applied to the visitor's own figures. */
export function LandingCalculator({ plan, currency }: { plan: PlanRates | null; currency: Currency }) {
  const { t, i18n } = useLingui();
  const [personal, setPersonal] = useState(DEFAULTS[currency].personal);
  const [partnerSales, setPartnerSales] = useState(DEFAULTS[currency].partner);
  const [partners, setPartners] = useState(DEFAULT_PARTNERS);
  const lines = plan ? Math.min(plan.levels_bp.length, TEAM_MAX_LEVELS) : TEAM_MAX_LEVELS;
  const money = (minor: number) => formatMoney(i18n.locale, minor, currency);
  const result = plan
    ? calculateIncome(plan, {
        personalSales: clampInput(personal, CALC_LIMITS.personalSales),
        partners: partners.slice(0, lines).map((p) => clampInput(p, CALC_LIMITS.partners)),
        partnerSales: clampInput(partnerSales, CALC_LIMITS.partnerSales),
      })
    : null;
  const days = plan?.early_days ?? 0;
  return (
    <section className="landing-section" aria-labelledby="landing-calculator">
      <h2 id="landing-calculator">{t`Income calculator`}</h2>
      <form className="card landing-calc" onSubmit={(e) => e.preventDefault()} data-testid="calculator">
        <Field
          name="personal_sales"
          label={t`Your sales a month, ${currency}`}
          {...COUNT}
          max={CALC_LIMITS.personalSales}
          value={personal}
          onChange={(e) => setPersonal(e.target.value)}
        />
        <fieldset className="landing-calc__lines">
          <legend>{t`Partners on each line`}</legend>
          {Array.from({ length: lines }, (_, line) => (
            <Field
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of the plan, fixed in number and order
              key={line}
              name={`partners_${line + 1}`}
              label={`${t`Team line ${line + 1}`}${plan ? ` · ${formatPercent(i18n.locale, plan.levels_bp[line] ?? 0)}` : ''}`}
              {...COUNT}
              max={CALC_LIMITS.partners}
              value={partners[line] ?? '0'}
              onChange={(e) => setPartners(partners.map((p, i) => (i === line ? e.target.value : p)))}
            />
          ))}
        </fieldset>
        <Field
          name="partner_sales"
          label={t`A partner's sales a month, ${currency}`}
          {...COUNT}
          max={CALC_LIMITS.partnerSales}
          value={partnerSales}
          onChange={(e) => setPartnerSales(e.target.value)}
        />
        {result ? (
          <output className="landing-calc__result" aria-live="polite" data-testid="calculator-result">
            <span>{t`Your commission a month`}</span>
            <strong data-testid="calculator-total">{money(result.standard.total)}</strong>
            <small>
              <Trans>
                Personal {money(result.standard.personal)} · team {money(result.standard.team)}
              </Trans>
            </small>
            <small data-testid="calculator-early">
              <Trans>
                In the first {days} days after registration: {money(result.early.total)}
              </Trans>
            </small>
          </output>
        ) : (
          <Placeholder rows={3} className="landing-skeleton--result" />
        )}
      </form>
    </section>
  );
}
