import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ContentLocale } from '#contract/landing.ts';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { formValues, useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { type ContentItem, type ContentKind, FAQ, REVIEWS } from './landing-admin-api.ts';

/** Creates or edits one review or FAQ item, checked with the API's own schema first. */
export function ContentForm({
  kind,
  item,
  locale,
  position,
  onDone,
}: {
  kind: ContentKind<ContentItem>;
  item: ContentItem | null;
  locale: ContentLocale;
  position: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const review = item && 'author' in item ? item : null;
  const faq = item && 'question' in item ? item : null;
  // The item's own texts: a question and its answer, or a review's author, caption and text.
  const texts =
    kind.tab === FAQ.tab
      ? [
          { name: 'question', label: t`Question`, max: 300, defaultValue: faq?.question },
          { name: 'answer', label: t`Answer`, max: 4000, defaultValue: faq?.answer, long: true },
        ]
      : [
          { name: 'author', label: t`Author`, max: 80, defaultValue: review?.author },
          {
            name: 'caption',
            label: t`Who the author is`,
            hint: t`For example: fitness blogger, 120k followers. May be left empty.`,
            max: 120,
            defaultValue: review?.caption,
          },
          { name: 'text', label: t`Review`, max: 1000, defaultValue: review?.text, long: true },
        ];

  const form = useContractForm(
    kind.body,
    async (data) => {
      await kind.save(item?.id ?? null, data);
      toast.success(item ? t`Changes saved` : t`Added`);
      await queryClient.invalidateQueries({ queryKey: kind.query().queryKey });
      onDone();
    },
    {
      read: (element) => {
        const values = formValues(element);
        const raw = String(values.position ?? '').trim();
        return { input: { ...values, position: raw === '' ? Number.NaN : Number(raw) } };
      },
    },
  );
  const { errors } = form;

  const title =
    kind.tab === REVIEWS.tab
      ? item
        ? t`Edit review`
        : t`New review`
      : item
        ? t`Edit question`
        : t`New question`;
  return (
    <form className="card form landing-admin-form" {...form.props} data-testid="landing-admin-form">
      <h2>{title}</h2>
      <SelectField
        name="locale"
        label={t`Language`}
        defaultValue={item?.locale ?? locale}
        options={[
          { value: 'ru', label: t`Russian` },
          { value: 'en', label: t`English` },
        ]}
        errors={errors.locale}
      />
      {texts.map(({ long, max, ...text }) =>
        long ? (
          <TextAreaField key={text.name} {...text} rows={5} maxLength={max} errors={errors[text.name]} />
        ) : (
          <Field key={text.name} {...text} maxLength={max} errors={errors[text.name]} />
        ),
      )}
      <Field
        name="position"
        label={t`Position`}
        hint={t`Smaller numbers come first (0–999).`}
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        defaultValue={item?.position ?? position}
        errors={errors.position}
      />
      <CheckboxField
        name="published"
        label={t`Published on the landing`}
        defaultChecked={item?.published ?? true}
        errors={errors.published}
      />
      <FormSubmit form={form} label={item ? <Trans>Save</Trans> : <Trans>Add</Trans>} onCancel={onDone} />
    </form>
  );
}
