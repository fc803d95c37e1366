import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { Msg } from '#contract/messages.ts';
import { ReportFields } from '#contract/ord.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { FieldRejection, useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { checkEntry, queueReport } from '../local/report-entries.ts';

interface Props {
  placementId: string;
  month: string;
  /** The figures on record, when the blogger enters them again. */
  initial?: number;
  onDone: () => void;
  onCancel?: () => void;
}

const fileOf = (form: HTMLFormElement) => {
  const file = new FormData(form).get('screenshot');
  return file instanceof File && file.size > 0 ? file : null;
};

/**
 * A month's impressions with the screenshot of the network's statistics. The entry goes to the outbox
 * first (it works offline) and the sync sends it; the server checks it again (decision 075).
 */
export function ReportForm({ placementId, month, initial, onDone, onCancel }: Props) {
  const { t } = useLingui();
  const [fileName, setFileName] = useState<string | null>(null);
  const form = useContractForm(
    ReportFields,
    async (data, element) => {
      const file = fileOf(element);
      if (!file) throw new FieldRejection({ screenshot: [i18n._(Msg.screenshot_required)] });
      const stored = await queueReport(placementId, month, data.impressions, file);
      if (stored === 'storage')
        throw new FieldRejection({ screenshot: [t`Not enough space on the device for this screenshot`] });
      toast.success(
        navigator.onLine ? t`Impressions saved: sending them` : t`Impressions saved: they go once online`,
      );
      onDone();
    },
    {
      read: (element) => {
        const impressions = String(new FormData(element).get('impressions') ?? '');
        const { screenshot } = checkEntry(impressions, fileOf(element));
        const errors = screenshot ? { screenshot: screenshot.map((id) => i18n._(id)) } : undefined;
        return { input: { impressions, key: uuidv7() }, errors };
      },
    },
  );
  const id = `${placementId}-${month}`;
  return (
    <form className="report-form" data-testid="report-form" {...form.props}>
      <Field
        name="impressions"
        id={`impressions-${id}`}
        label={t`Impressions for the month`}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={initial === undefined ? '' : String(initial)}
        errors={form.errors.impressions}
        hint={t`As the network's statistics show them for this month`}
      />
      <label className="field">
        <span>
          <Trans>Screenshot of the statistics</Trans>
        </span>
        {/* The browser's own file button speaks the browser's language, not the app's: ours does. */}
        <span className="report-form__pick">
          <span className="btn btn--light-gray btn--small">
            <Trans>Choose a screenshot</Trans>
          </span>
          <span className="report-form__file">{fileName ?? t`No file chosen`}</span>
        </span>
        <input
          type="file"
          name="screenshot"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(e) => setFileName(e.currentTarget.files?.[0]?.name ?? null)}
          aria-invalid={Boolean(form.errors.screenshot?.length)}
          aria-describedby={`screenshot-${id}-error`}
        />
        <small className="field__hint">
          <Trans>JPEG, PNG or WebP, up to 5 MB</Trans>
        </small>
        {form.errors.screenshot?.length ? (
          <small className="field__error" id={`screenshot-${id}-error`}>
            {form.errors.screenshot.join(' ')}
          </small>
        ) : null}
      </label>
      <FormSubmit form={form} label={<Trans>Send impressions</Trans>} size="small" onCancel={onCancel} />
    </form>
  );
}
