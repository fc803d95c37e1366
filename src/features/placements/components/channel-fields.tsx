import { useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import {
  AD_RULE_FIELD,
  type AdMarking,
  type AdRule,
  brokenRules,
  moscowToday,
  ruleReason,
} from '#contract/ad-rules.ts';
import { catalogLocale, type Locale } from '#contract/limits.ts';
import { Field } from '../../../components/form-field.tsx';
import { formatCount } from '../../../lib/format.ts';
import type { DraftPayload } from '../local/drafts.ts';

type Attrs = (name: keyof DraftPayload) => {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  errors?: string[];
};

/** The rules of the account's market this draft breaks now (none until the rules are known). */
export function draftRefusals(
  marking: AdMarking | undefined,
  values: Pick<DraftPayload, 'network' | 'followers' | 'registry_entry'>,
): AdRule[] {
  if (!marking) return [];
  const facts = {
    market: marking.market,
    network: values.network,
    followers: Number(values.followers) || 0,
    registryEntry: values.registry_entry,
  };
  return brokenRules(marking.rules, facts, moscowToday());
}

/** Field → the reasons, in the reader's language, as the form's messages (the server words them alike). */
export function refusalErrors(rules: AdRule[], locale: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const rule of rules) {
    const field = AD_RULE_FIELD[rule.kind];
    errors[field] = [...(errors[field] ?? []), ruleReason(rule, catalogLocale(locale as Locale))];
  }
  return errors;
}

/** Why the ad may not run as it is: each broken rule's reason and its law, shown before anything is sent. */
export function RefusalNotice({ rules }: { rules: AdRule[] }) {
  const { t, i18n } = useLingui();
  if (rules.length === 0) return null;
  return (
    <div className="placement-refusal" role="alert" data-testid="ad-refusal">
      <ShieldAlert size={18} aria-hidden="true" />
      <ul>
        {rules.map((rule) => (
          <li key={rule.code} data-rule={rule.code}>
            <p>{ruleReason(rule, catalogLocale(i18n.locale as Locale))}</p>
            <small className="muted">{t`Law: ${rule.law}`}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The channel's size and, from the threshold on, its entry in Roskomnadzor's list of bloggers. */
export function ChannelFields({ attrs, marking }: { attrs: Attrs; marking: AdMarking | undefined }) {
  const { t, i18n } = useLingui();
  const registry = marking?.rules.find((r) => r.kind === 'blogger_registry');
  const threshold = formatCount(i18n.locale, registry?.min_followers ?? 0);
  return (
    <div className="form__row">
      <Field type="number" label={t`Channel followers`} min={0} inputMode="numeric" {...attrs('followers')} />
      {registry ? (
        <Field
          type="url"
          inputMode="url"
          label={t`Roskomnadzor list entry`}
          hint={t`Link to the channel's entry in the list of bloggers; required from ${threshold} followers`}
          {...attrs('registry_entry')}
        />
      ) : null}
    </div>
  );
}
