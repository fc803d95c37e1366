import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MODERATION_HOURS } from '#contract/landing.ts';
import { formatModerationHours } from '../lib/format.ts';

/**
 * "Moderation takes up to 1 hour from … to …" in the reader's zone: Moscow time on the Russian site, Gulf
 * Standard Time on the UAE one (the English catalog is the UAE variant).
 */
export function ModerationHoursNote() {
  const { i18n } = useLingui();
  const { from, to } = formatModerationHours(i18n.locale, MODERATION_HOURS);
  const wait = <Plural value={MODERATION_HOURS.max_wait_hours} one="# hour" other="# hours" />;
  return (
    <Trans>
      Moderation takes up to {wait} from {from} to {to} Gulf Standard Time
    </Trans>
  );
}
