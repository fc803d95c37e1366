import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { TEXT_MAX, TEXT_MIN } from '#contract/limits.ts';
import { PLACEMENT_CATEGORIES, PLACEMENT_FORMATS } from '#contract/placements.ts';
import { matchPromocode } from '#contract/promocodes.ts';
import { Button } from '../../../components/button.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { ModerationHoursNote } from '../../../components/moderation-hours.tsx';
import { formatCount } from '../../../lib/format.ts';
import { FieldRejection, useContractForm } from '../../../lib/forms.ts';
import { networkOptions } from '../../../lib/networks.ts';
import { CATEGORY_LABELS, FORMAT_LABELS } from '../../../lib/placement-vocabulary.ts';
import { toast } from '../../../lib/toasts.ts';
import { usePromocodes } from '../../../lib/use-promocodes.ts';
import { useLocalDraft } from '../hooks/use-local-drafts.ts';
import { useAdMarking } from '../hooks/use-placements.ts';
import { type DraftPayload, discardDraft, queueDraft, updateDraft } from '../local/drafts.ts';
import { ChannelFields, draftRefusals, RefusalNotice, refusalErrors } from './channel-fields.tsx';
import { DraftFiles } from './draft-files.tsx';
import { PromocodeSelect } from './promocode-select.tsx';

const AUTOSAVE_MS = 300;
/** The outbox checks the draft with the contract schema itself: only it knows the files and the revision. */
const CHECKED_BY_OUTBOX = v.unknown();

/** The editor of one local draft: every change is saved on the device, so closing the app loses nothing. */
export function DraftEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const draft = useLocalDraft(id);
  // undefined: still reading IndexedDB; null: the draft was discarded meanwhile.
  if (!draft) return null;
  return <DraftForm id={id} initial={draft.payload} onClose={onClose} />;
}

function DraftForm({ id, initial, onClose }: { id: string; initial: DraftPayload; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<DraftPayload>(initial);
  const dirty = useRef(false);

  // Autosave after a short pause; the last change is flushed on submit and on close.
  useEffect(() => {
    if (!dirty.current) return;
    const timer = setTimeout(() => {
      if (dirty.current) void updateDraft(id, values);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [id, values]);

  const set = (name: keyof DraftPayload) => (event: { target: { value: string } }) => {
    dirty.current = true;
    setValues((current) => ({ ...current, [name]: event.target.value }));
  };
  // A code of the old network means nothing on the new one (a value the list does not know is kept).
  const promocodes = usePromocodes().data;
  const setNetwork = (event: { target: { value: string } }) => {
    const network = event.target.value;
    dirty.current = true;
    setValues((c) => ({
      ...c,
      network,
      promocode: promocodes && !matchPromocode(promocodes, network, c.promocode) ? '' : c.promocode,
    }));
  };
  // The market's rules refuse here first, with the server's reasons (it checks again on submit).
  const marking = useAdMarking().data;
  const refusals = draftRefusals(marking, values);
  const form = useContractForm(CHECKED_BY_OUTBOX, async () => {
    dirty.current = false;
    await updateDraft(id, values);
    if (refusals.length > 0) throw new FieldRejection(refusalErrors(refusals, i18n.locale));
    const result = await queueDraft(id);
    // Already translated: the outbox validates with the same contract schema as the server.
    if (!result.ok) throw new FieldRejection(result.errors);
    // Online, the card shows it going out and a toast says when it is sent (useSentToast).
    if (!navigator.onLine) toast.success(t`Queued: it will be sent automatically`);
    onClose();
  });
  const { errors, pending } = form;
  const attrs = (name: keyof DraftPayload) => ({
    name,
    value: values[name],
    onChange: set(name),
    errors: errors[name],
  });

  const close = async () => {
    if (dirty.current) await updateDraft(id, values);
    onClose();
  };

  const discard = async () => {
    await discardDraft(id);
    onClose();
  };

  const stories = values.format === 'stories';
  const length = values.text.trim().length;

  return (
    <form className="card form draft-editor" {...form.props} aria-labelledby="draft-editor-title">
      <div className="draft-editor__head">
        <h2 id="draft-editor-title">{t`New placement`}</h2>
        <Button size="small" variant="transparent" onClick={() => void close()}>
          <Trans>Close</Trans>
        </Button>
      </div>
      <p className="muted">
        <ModerationHoursNote />
      </p>
      <div className="form__row">
        <SelectField
          label={t`Social network`}
          options={networkOptions()}
          placeholder={t`Choose`}
          {...attrs('network')}
          onChange={setNetwork}
        />
        <PromocodeSelect
          {...attrs('promocode')}
          network={values.network}
          onLeave={() => dirty.current && void updateDraft(id, values)}
        />
      </div>
      <RefusalNotice rules={refusals} />
      <div className="form__row">
        <SelectField
          label={t`Format`}
          placeholder={t`Choose`}
          options={PLACEMENT_FORMATS.map((f) => ({ value: f, label: i18n._(FORMAT_LABELS[f]) }))}
          {...attrs('format')}
        />
        <SelectField
          label={t`Category`}
          placeholder={t`Choose`}
          options={PLACEMENT_CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABELS[c]) }))}
          {...attrs('category')}
        />
      </div>
      <div className="form__row">
        <DateInput
          label={stories ? t`Publication date` : t`Start date`}
          hint={stories ? t`Stories are removed the next day` : undefined}
          {...attrs('start_date')}
          onChange={(value) => set('start_date')({ target: { value } })}
        />
        {stories ? null : (
          <DateInput
            label={t`End date`}
            min={values.start_date}
            {...attrs('end_date')}
            onChange={(value) => set('end_date')({ target: { value } })}
          />
        )}
      </div>
      <TextAreaField
        label={t`Ad text`}
        rows={6}
        maxLength={TEXT_MAX}
        hint={
          <span className={length > 0 && length < TEXT_MIN ? 'field__error' : undefined}>
            {formatCount(i18n.locale, length)} / {formatCount(i18n.locale, TEXT_MAX)}
            {length < TEXT_MIN ? ` · ${t`at least ${TEXT_MIN} characters`}` : ''}
          </span>
        }
        {...attrs('text')}
      />
      <div className="form__row">
        <Field type="number" label={t`Estimated reach`} min={0} inputMode="numeric" {...attrs('reach')} />
        <Field type="url" label={t`Target link`} inputMode="url" {...attrs('target_url')} />
      </div>
      <ChannelFields attrs={attrs} marking={marking} />
      <Field
        type="url"
        label={t`Published material link`}
        hint={t`Optional: add it once the ad is out`}
        inputMode="url"
        {...attrs('publication_url')}
      />
      <DraftFiles id={id} errors={errors.files} />
      <FormSubmit form={form} label={<Trans>Send to moderation</Trans>}>
        <Button variant="transparent" onClick={() => void discard()} disabled={pending}>
          <Trans>Delete draft</Trans>
        </Button>
      </FormSubmit>
    </form>
  );
}
