import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseMedia } from '#contract/courses.ts';
import { Button } from '../../../components/button.tsx';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { formatBytes } from '../../../lib/format.ts';
import type { FieldErrors } from '../../../lib/forms.ts';
import type { BlockDraft } from './course-draft.ts';
import { MediaUpload } from './media-upload.tsx';

interface Props {
  block: BlockDraft;
  base: string;
  courseId: string;
  media: readonly CourseMedia[];
  errors: FieldErrors;
  onChange: (next: BlockDraft) => void;
  onRemove: () => void;
}

/** One block of a lesson: text, or an image / video picked from the course's media or uploaded here. */
export function BlockFields({ block, base, courseId, media, errors, onChange, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const label = { text: t`Text`, image: t`Image`, video: t`Video` }[block.type];
  return (
    <div className="course-block" data-testid={`course-block-${block.type}`}>
      <div className="course-block__head">
        <strong>{label}</strong>
        <Button variant="transparent" size="tiny" onClick={onRemove}>
          <Trans>Remove block</Trans>
        </Button>
      </div>
      {block.type === 'text' ? (
        <label className="field">
          <span>{t`Text`}</span>
          <textarea
            name={`${base}.text`}
            rows={5}
            maxLength={16_384}
            value={block.text}
            aria-invalid={!!errors[`${base}.text`]?.length}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
          {errors[`${base}.text`]?.length ? (
            <small className="field__error">{errors[`${base}.text`]?.join(' ')}</small>
          ) : null}
        </label>
      ) : (
        <>
          <SelectField
            name={`${base}.media_id`}
            label={block.type === 'image' ? t`Image file` : t`Video file`}
            placeholder={t`Not chosen`}
            value={block.media_id}
            errors={errors[`${base}.media_id`]}
            options={media
              .filter((m) => m.kind === block.type)
              .map((m) => ({
                value: m.id,
                label: `${m.mime} · ${formatBytes(i18n.locale, m.size)} · ${m.id.slice(0, 8)}`,
              }))}
            onChange={(e) => onChange({ ...block, media_id: e.target.value })}
          />
          <MediaUpload
            courseId={courseId}
            kind={block.type}
            onUploaded={(id) => onChange({ ...block, media_id: id })}
            testId={`course-upload-${block.type}`}
          />
          {block.type === 'image' ? (
            <Field
              name={`${base}.alt`}
              label={t`Description for screen readers`}
              value={block.alt}
              maxLength={300}
              errors={errors[`${base}.alt`]}
              onChange={(e) => onChange({ ...block, alt: e.target.value })}
            />
          ) : (
            <Field
              name={`${base}.caption`}
              label={t`Caption`}
              value={block.caption}
              maxLength={300}
              errors={errors[`${base}.caption`]}
              onChange={(e) => onChange({ ...block, caption: e.target.value })}
            />
          )}
        </>
      )}
    </div>
  );
}
