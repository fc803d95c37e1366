import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CommissionPlanInput, MAX_PRODUCT_OVERRIDES } from '#contract/commission-admin.ts';
import type { CommissionPlanBody } from '#contract/commissions.ts';
import { CURRENCIES, type Currency } from '#contract/money.ts';
import { Button } from '../../../components/button.tsx';
import { EditorForm } from '../../../components/editor-form.tsx';
import { Field } from '../../../components/form-field.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { savePlan } from './commissions-admin-api.ts';
import { fromDraft, newProduct, type PlanDraft, productErrors, toDraft } from './plan-draft.ts';
import { RateFields } from './rate-fields.tsx';

interface Props {
  plan: CommissionPlanBody;
  /** Product code → name: the editor says which product a typed code is. */
  names: Record<string, string>;
  onClose: () => void;
}

/** A new plan version: starts from the plan in force; checked here with the API's schema, then saved. */
export function PlanEditor({ plan, names, onClose }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PlanDraft>(() => toDraft(plan));
  const patch = (next: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...next }));
  const form = useContractForm(
    CommissionPlanInput,
    async (data) => {
      const saved = await savePlan(data);
      toast.success(t`Plan version ${saved.version} saved`);
      await queryClient.invalidateQueries({ queryKey: adminKey });
      onClose();
    },
    { read: () => fromDraft(draft) },
  );
  const { errors } = form;

  const money = (group: 'quick_start' | 'quick_start_revenue', c: Currency, label: string) => (
    <Field
      key={`${group}.${c}`}
      name={`${group}.${c}`}
      label={`${label}, ${c}`}
      inputMode="decimal"
      autoComplete="off"
      value={draft[group][c]}
      errors={errors[`${group}.${c}`]}
      onChange={(e) => patch({ [group]: { ...draft[group], [c]: e.target.value } })}
    />
  );

  return (
    <EditorForm
      form={form}
      testId="plan-editor"
      title={<Trans>New plan version</Trans>}
      intro={
        <Trans>
          Rates in percent, up to two decimals. The new version pays orders made from the moment it is saved;
          earlier orders keep the plan they were made under.
        </Trans>
      }
      submitLabel={<Trans>Save new version</Trans>}
      onCancel={onClose}
    >
      <Field
        name="early_days"
        label={t`Days of higher rates after registration`}
        inputMode="numeric"
        value={draft.early_days}
        errors={errors.early_days}
        onChange={(e) => patch({ early_days: e.target.value })}
      />
      <fieldset className="admin-editor__set">
        <legend>{t`All products`}</legend>
        {errors.rates ? <small className="field__error">{errors.rates.join(' ')}</small> : null}
        <RateFields
          base="rates"
          value={draft.rates}
          errors={errors}
          earlyDays={draft.early_days}
          onChange={(rates) => patch({ rates })}
        />
      </fieldset>
      {draft.products.map((product, i) => {
        const messages = productErrors(errors, i, product.code);
        const update = (next: Partial<typeof product>) =>
          patch({ products: draft.products.map((p) => (p.key === product.key ? { ...p, ...next } : p)) });
        return (
          <fieldset className="admin-editor__set" key={product.key} data-testid="plan-product">
            <legend>{t`Product override`}</legend>
            <div className="plan-editor__product-head">
              <Field
                name={`product_code.${i}`}
                label={t`Product code`}
                value={product.code}
                maxLength={100}
                errors={messages}
                hint={
                  names[product.code.trim()] ??
                  (product.code.trim() ? t`Not in the product catalog` : undefined)
                }
                onChange={(e) => update({ code: e.target.value })}
              />
              <Button
                variant="transparent"
                size="small"
                onClick={() => patch({ products: draft.products.filter((p) => p.key !== product.key) })}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
            <RateFields
              base={`products.${product.code.trim()}`}
              value={product.rates}
              errors={errors}
              earlyDays={draft.early_days}
              onChange={(rates) => update({ rates })}
            />
          </fieldset>
        );
      })}
      {errors.products ? <small className="field__error">{errors.products.join(' ')}</small> : null}
      <Button
        variant="light-gray"
        size="small"
        disabled={draft.products.length >= MAX_PRODUCT_OVERRIDES}
        onClick={() => patch({ products: [...draft.products, newProduct()] })}
      >
        <Trans>Add product override</Trans>
      </Button>
      <fieldset className="admin-editor__set plan-editor__money">
        <legend>{t`Quick-start bonus`}</legend>
        {CURRENCIES.map((c) => money('quick_start', c, t`Bonus`))}
        {CURRENCIES.map((c) => money('quick_start_revenue', c, t`Personal revenue needed`))}
      </fieldset>
    </EditorForm>
  );
}
