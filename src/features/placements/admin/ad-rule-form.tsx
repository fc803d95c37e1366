import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AD_RULE_KINDS, type AdRule, AdRuleCreateBody, type AdRuleKind } from '#contract/ad-rules.ts';
import { Msg } from '#contract/messages.ts';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { formValues, useContractForm } from '../../../lib/forms.ts';
import { marketOptions } from '../../../lib/markets.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { placementsKeys } from '../api/placements-api.ts';
import { kindLabel } from './ad-rule-labels.ts';
import { createAdRule, updateAdRule } from './ad-rules-admin-api.ts';

/** "10 000" or "10000" → 10000; an empty field is no figure; anything else is left for the schema to refuse. */
function readRule(element: HTMLFormElement) {
  const values = formValues(element);
  const raw = String(values.min_followers ?? '').replace(/[\s\u00a0]/g, '');
  const count = raw === '' ? null : /^\d{1,12}$/.test(raw) ? Number(raw) : raw;
  return { input: { ...values, min_followers: 'min_followers' in values ? count : null } };
}

/**
 * Adds a rule or changes one. The code and the kind name a rule for good, so they are set once; the kind
 * decides which figure the rule has (the banned network, or the follower count that needs the list entry).
 * The same contract schema as the server's checks the form first.
 */
export function AdRuleForm({ rule, onClose }: { rule: AdRule | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AdRuleKind>(rule?.kind ?? 'banned_network');
  const form = useContractForm(
    AdRuleCreateBody,
    async ({ code, kind: _kind, ...body }) => {
      if (rule) await updateAdRule(rule.code, body);
      else await createAdRule({ code, kind: _kind, ...body });
      toast.success(i18n._(Msg.changes_saved));
      await queryClient.invalidateQueries({ queryKey: adminKey });
      await queryClient.invalidateQueries({ queryKey: placementsKeys.adMarking });
      onClose();
    },
    { read: readRule },
  );
  const { errors } = form;
  const kinds = AD_RULE_KINDS.map((value) => ({ value, label: kindLabel(value) }));

  return (
    <form className="form card ad-rule-form" {...form.props} data-testid="ad-rule-form">
      <h2>{rule ? t`Edit rule ${rule.code}` : t`New rule`}</h2>
      {rule ? (
        <>
          <input type="hidden" name="code" value={rule.code} />
          <input type="hidden" name="kind" value={rule.kind} />
          <p className="admin-muted">{kindLabel(rule.kind)}</p>
        </>
      ) : (
        <>
          <Field
            name="code"
            label={t`Code`}
            hint={t`Latin letters, digits and underscores, for example ru_threads. It cannot be changed later.`}
            maxLength={40}
            autoCapitalize="none"
            errors={errors.code}
          />
          <SelectField
            name="kind"
            label={t`Kind`}
            options={kinds}
            value={kind}
            onChange={(e) => setKind(e.target.value as AdRuleKind)}
            errors={errors.kind}
          />
        </>
      )}
      <SelectField
        name="market"
        label={t`Market`}
        defaultValue={rule?.market ?? 'ru'}
        options={marketOptions(i18n)}
        errors={errors.market}
      />
      {kind === 'banned_network' ? (
        <Field
          name="network"
          label={t`Banned network`}
          hint={t`As placements name it: instagram, facebook, telegram…`}
          defaultValue={rule?.network ?? ''}
          maxLength={40}
          autoCapitalize="none"
          errors={errors.network}
        />
      ) : (
        <Field
          name="min_followers"
          label={t`Followers from which the list entry is required`}
          inputMode="numeric"
          defaultValue={rule?.min_followers == null ? '' : String(rule.min_followers)}
          errors={errors.min_followers}
        />
      )}
      <Field name="law" label={t`Law`} defaultValue={rule?.law} maxLength={200} errors={errors.law} />
      <Field
        name="in_force_from"
        label={t`Applies from`}
        type="date"
        defaultValue={rule?.in_force_from}
        errors={errors.in_force_from}
      />
      <TextAreaField
        name="reason_ru"
        label={t`Reason in Russian`}
        rows={3}
        maxLength={500}
        defaultValue={rule?.reason_ru}
        errors={errors.reason_ru}
      />
      <TextAreaField
        name="reason_en"
        label={t`Reason in English`}
        rows={3}
        maxLength={500}
        defaultValue={rule?.reason_en}
        errors={errors.reason_en}
      />
      <CheckboxField name="active" label={t`Rule is on`} defaultChecked={rule?.active ?? true} />
      <FormSubmit form={form} label={<Trans>Save</Trans>} onCancel={onClose} />
    </form>
  );
}
