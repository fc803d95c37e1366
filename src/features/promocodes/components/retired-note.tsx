import { useLingui } from '@lingui/react/macro';
import type { Promocode } from '#contract/promocodes.ts';
import { formatDate } from '../../../lib/format.ts';

type Retired = NonNullable<Promocode['retired']>;

/**
 * A code staff retired because it leaked (docs/decisions/078): why, until when it still counts, and the
 * code to use instead. The same words reach the blogger by Telegram or e-mail.
 */
export function RetiredNote({ retired }: { retired: Retired }) {
  const { t, i18n } = useLingui();
  const until = formatDate(i18n.locale, retired.until);
  const ended = new Date(retired.until).getTime() <= Date.now();
  const { replacement } = retired;
  return (
    <p className="promocode-item__retired" role="note" data-testid="promocode-retired">
      {t`This code leaked: it is used far more than your links and placements bring (for example, from coupon sites), so it was replaced.`}{' '}
      {ended
        ? t`Orders with it stopped counting on ${until}.`
        : t`Orders with it count until ${until}, then they stop.`}{' '}
      {t`Your new code: ${replacement}. Put it in your posts instead.`}
    </p>
  );
}
