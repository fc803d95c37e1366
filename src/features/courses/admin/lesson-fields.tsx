import { Trans, useLingui } from '@lingui/react/macro';
import { BLOCKS_MAX, type CourseMedia } from '#contract/courses.ts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/form-field.tsx';
import { MoveButtons } from '../../../components/move-buttons.tsx';
import type { FieldErrors } from '../../../lib/forms.ts';
import { BlockFields } from './block-fields.tsx';
import { type LessonDraft, move, newBlock } from './course-draft.ts';

interface Props {
  lesson: LessonDraft;
  index: number;
  count: number;
  courseId: string;
  media: readonly CourseMedia[];
  errors: FieldErrors;
  onChange: (next: LessonDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One lesson: its title, its blocks in order, and the tools to move or remove it. */
export function LessonFields({
  lesson,
  index,
  count,
  courseId,
  media,
  errors,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const { t } = useLingui();
  const base = `lessons.${index}`;
  const title = lesson.title.trim() || t`New lesson`;
  const full = lesson.blocks.length >= BLOCKS_MAX;
  return (
    <fieldset className="course-lesson" data-testid="course-lesson">
      <legend>{`${index + 1}. ${title}`}</legend>
      <div className="course-lesson__tools">
        <span>
          <MoveButtons
            title={title}
            canUp={index > 0}
            canDown={index < count - 1}
            onMove={(by) => onMove(index + by)}
          />
        </span>
        <Button variant="transparent" size="tiny" onClick={onRemove}>
          <Trans>Remove lesson</Trans>
        </Button>
      </div>
      <Field
        name={`${base}.title`}
        label={t`Lesson title`}
        value={lesson.title}
        maxLength={200}
        errors={errors[`${base}.title`]}
        onChange={(e) => onChange({ ...lesson, title: e.target.value })}
      />
      {lesson.blocks.map((block, j) => (
        <div key={block.key} className="course-lesson__block">
          <BlockFields
            block={block}
            base={`${base}.blocks.${j}`}
            courseId={courseId}
            media={media}
            errors={errors}
            onChange={(next) =>
              onChange({ ...lesson, blocks: lesson.blocks.map((b, k) => (k === j ? next : b)) })
            }
            onRemove={() => onChange({ ...lesson, blocks: lesson.blocks.filter((_, k) => k !== j) })}
          />
          {j > 0 ? (
            <Button
              variant="transparent"
              size="tiny"
              onClick={() => onChange({ ...lesson, blocks: move(lesson.blocks, j, j - 1) })}
            >
              <Trans>Move block up</Trans>
            </Button>
          ) : null}
        </div>
      ))}
      <div className="button-row">
        {(['text', 'image', 'video'] as const).map((type) => (
          <Button
            key={type}
            variant="light-gray"
            size="tiny"
            disabled={full}
            onClick={() => onChange({ ...lesson, blocks: [...lesson.blocks, newBlock(type)] })}
            data-testid={`add-block-${type}`}
          >
            {{ text: t`+ Text`, image: t`+ Image`, video: t`+ Video` }[type]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
