import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LandingFigures as Figures } from '#contract/landing.ts';
import type { Currency } from '#contract/money.ts';
import { formatCount, formatMoneyShort } from '../../../lib/format.ts';

/**
 * The program's real figures under the hero's buttons (the landing payload, decision 056): each shown only when
 * above zero. The row keeps its room while the data is on its way, so nothing below it moves.
 */
export function LandingFigures({ figures, currency }: { figures: Figures | null; currency: Currency }) {
  const { i18n, t } = useLingui();
  const items = [];
  if (figures && figures.ambassadors > 0) {
    const count = formatCount(i18n.locale, figures.ambassadors);
    items.push({
      key: 'ambassadors',
      value: count,
      label: plural(figures.ambassadors, {
        one: 'ambassador already with us',
        other: 'ambassadors already with us',
      }),
    });
  }
  if (figures && figures.paid_out_minor > 0) {
    const paid = formatMoneyShort(i18n.locale, figures.paid_out_minor, currency);
    items.push({ key: 'paid', value: paid, label: t`paid out to ambassadors` });
  }
  return (
    <dl className="landing__figures" data-testid="landing-figures">
      {items.map((item) => (
        <div key={item.key} className="landing__figure" data-testid={`landing-figure-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
