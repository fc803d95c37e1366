import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AttributionBody } from '#contract/sales.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { attributeSale } from './sales-admin-api.ts';

/** Credits one sale to a blogger by e-mail or referral link part; the reason goes into the audit log. */
export function AttributeForm({ saleId }: { saleId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useContractForm(AttributionBody, async (body) => {
    const sale = await attributeSale({ id: saleId, body });
    toast.success(t`Sale attributed to ${sale.seller?.email ?? ''}`);
    await queryClient.invalidateQueries({ queryKey: adminKey });
  });
  const { errors } = form;

  return (
    <form className="sales-attribute" {...form.props} data-testid="attribute-form">
      <Field
        name="blogger"
        label={t`Blogger: e-mail or referral link`}
        errors={errors.blogger}
        maxLength={254}
        autoComplete="off"
      />
      <Field name="reason" label={t`Reason (for the audit log)`} errors={errors.reason} maxLength={500} />
      <FormSubmit form={form} size="small" label={<Trans>Attribute</Trans>} />
    </form>
  );
}
