import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ContentLocale } from '../../../../contract/landing.ts';
import { Msg } from '../../../../contract/messages.ts';
import { CheckboxField, Field, FormError, SelectField } from '../../../components/form-field.tsx';
import { SaveCancel } from '../../../components/save-cancel.tsx';
import { fieldErrors, handleError } from '../../../lib/errors.ts';
import { type FieldErrors, formValues, validateForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { type ContentItem, type ContentKind, FAQ, REVIEWS } from './landing-admin-api.ts';

function TextArea({
  name,
  label,
  errors,
  defaultValue,
  max,
}: {
  name: string;
  label: string;
  errors?: string[];
  defaultValue: string;
  max: number;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <textarea
        name={name}
        rows={5}
        maxLength={max}
        defaultValue={defaultValue}
        aria-invalid={!!errors?.length}
        aria-describedby={`${name}-error`}
      />
      {errors?.length ? (
        <small className="field__error" id={`${name}-error`}>
          {errors.join(' ')}
        </small>
      ) : null}
    </label>
  );
}

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const review = item && 'author' in item ? item : null;
  const faq = item && 'question' in item ? item : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const raw = String(values.position ?? '').trim();
    const checked = validateForm(kind.body, { ...values, position: raw === '' ? Number.NaN : Number(raw) });
    if (!checked.ok) return setErrors({ ...checked.errors, form: [i18n._(Msg.validation_failed)] });
    setErrors({});
    setPending(true);
    try {
      await kind.save(item?.id ?? null, checked.data);
      toast.success(item ? t`Changes saved` : t`Added`);
      await queryClient.invalidateQueries({ queryKey: kind.query().queryKey });
      onDone();
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length > 0) setErrors({ ...server, form: [i18n._(Msg.validation_failed)] });
      else handleError(error);
    } finally {
      setPending(false);
    }
  };

  const title =
    kind.tab === REVIEWS.tab
      ? item
        ? t`Edit review`
        : t`New review`
      : item
        ? t`Edit question`
        : t`New question`;
  return (
    <form
      className="card form landing-admin-form"
      onSubmit={submit}
      noValidate
      data-testid="landing-admin-form"
    >
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
      {kind.tab === FAQ.tab ? (
        <>
          <Field
            name="question"
            label={t`Question`}
            maxLength={300}
            defaultValue={faq?.question ?? ''}
            errors={errors.question}
          />
          <TextArea
            name="answer"
            label={t`Answer`}
            max={4000}
            defaultValue={faq?.answer ?? ''}
            errors={errors.answer}
          />
        </>
      ) : (
        <>
          <Field
            name="author"
            label={t`Author`}
            maxLength={80}
            defaultValue={review?.author ?? ''}
            errors={errors.author}
          />
          <Field
            name="caption"
            label={t`Who the author is`}
            hint={t`For example: fitness blogger, 120k followers. May be left empty.`}
            maxLength={120}
            defaultValue={review?.caption ?? ''}
            errors={errors.caption}
          />
          <TextArea
            name="text"
            label={t`Review`}
            max={1000}
            defaultValue={review?.text ?? ''}
            errors={errors.text}
          />
        </>
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
      <FormError errors={errors.form} />
      <SaveCancel
        save={item ? <Trans>Save</Trans> : <Trans>Add</Trans>}
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
