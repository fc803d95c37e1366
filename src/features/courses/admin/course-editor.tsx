import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminCourse, CourseBody, LESSONS_MAX } from '#contract/courses.ts';
import type { Market } from '#contract/markets.ts';
import { Button } from '../../../components/button.tsx';
import { CheckboxField, Field, SelectField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { handleError } from '../../../lib/errors.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { marketOptions } from '../../../lib/markets.ts';
import { toast } from '../../../lib/toasts.ts';
import { coursesKey } from '../api/course-queries.ts';
import { type CourseDraft, fromDraft, move, newLesson, toDraft } from './course-draft.ts';
import { ADMIN_COURSES_KEY, adminCoursesQuery, deleteCourse, saveCourse } from './courses-admin-api.ts';
import { LessonFields } from './lesson-fields.tsx';

/** The whole course as one form, checked with the API's schema here and saved in one PUT. */
export function CourseEditor({ course, onClose }: { course: AdminCourse; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // The media list refreshes after each upload; the draft stays as edited.
  const media = useQuery(adminCoursesQuery()).data?.find((c) => c.id === course.id)?.media ?? course.media;
  const [draft, setDraft] = useState<CourseDraft>(() => toDraft(course));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
  const form = useContractForm(
    CourseBody,
    async (data) => {
      await saveCourse(course.id, data);
      toast.success(t`Course saved`);
      await refresh();
      await queryClient.invalidateQueries({ queryKey: coursesKey });
      onClose();
    },
    { read: () => ({ input: fromDraft(draft) }) },
  );
  const { errors, pending } = form;
  const patch = (next: Partial<CourseDraft>) => setDraft({ ...draft, ...next });
  // Error keys carry positions: after a reorder or removal they would point elsewhere.
  const reshape = (lessons: CourseDraft['lessons']) => {
    patch({ lessons });
    form.setErrors({});
  };

  const remove = async () => {
    if (!window.confirm(t`Delete the course "${course.title}" with its lessons, media and progress?`)) return;
    try {
      await deleteCourse(course.id);
      toast.success(t`Course deleted`);
      await queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
      onClose();
    } catch (error) {
      handleError(error);
    }
  };

  const images = media.filter((m) => m.kind === 'image');
  return (
    <form className="course-editor" {...form.props} data-testid="course-editor">
      <h2>
        <Trans>Edit the course</Trans>
      </h2>
      <Field
        name="title"
        label={t`Title`}
        value={draft.title}
        maxLength={200}
        errors={errors.title}
        onChange={(e) => patch({ title: e.target.value })}
      />
      <SelectField
        name="market"
        label={t`Market`}
        value={draft.market}
        options={marketOptions(i18n)}
        errors={errors.market}
        onChange={(e) => patch({ market: e.target.value as Market })}
      />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea
          name="description"
          rows={3}
          maxLength={2000}
          value={draft.description}
          onChange={(e) => patch({ description: e.target.value })}
        />
        {errors.description?.length ? (
          <small className="field__error">{errors.description.join(' ')}</small>
        ) : null}
      </label>
      <CheckboxField
        name="published"
        label={t`Published: ambassadors see it`}
        checked={draft.published}
        onChange={(e) => patch({ published: e.target.checked })}
      />
      <CheckboxField
        name="onboarding"
        label={t`Onboarding course: finishing it completes the onboarding course step`}
        checked={draft.onboarding}
        onChange={(e) => patch({ onboarding: e.target.checked })}
      />
      <SelectField
        name="cover_media_id"
        label={t`Cover image`}
        placeholder={t`No cover`}
        value={draft.cover_media_id ?? ''}
        errors={errors.cover_media_id}
        options={images.map((m) => ({ value: m.id, label: `${m.mime} · ${m.id.slice(0, 8)}` }))}
        onChange={(e) => patch({ cover_media_id: e.target.value || null })}
      />
      <h3>
        <Trans>Lessons</Trans>
      </h3>
      {draft.lessons.map((lesson, i) => (
        <LessonFields
          key={lesson.id}
          lesson={lesson}
          index={i}
          count={draft.lessons.length}
          courseId={course.id}
          media={media}
          errors={errors}
          onChange={(next) => patch({ lessons: draft.lessons.map((l) => (l.id === lesson.id ? next : l)) })}
          onMove={(to) => reshape(move(draft.lessons, i, to))}
          onRemove={() => reshape(draft.lessons.filter((l) => l.id !== lesson.id))}
        />
      ))}
      <Button
        variant="light-gray"
        size="small"
        disabled={draft.lessons.length >= LESSONS_MAX}
        onClick={() => reshape([...draft.lessons, newLesson()])}
        data-testid="add-lesson"
      >
        <Trans>Add lesson</Trans>
      </Button>
      <FormSubmit form={form} label={<Trans>Save the course</Trans>} onCancel={onClose} />
      <Button
        variant="warned"
        size="small"
        className="course-editor__delete"
        onClick={() => void remove()}
        disabled={pending}
      >
        <Trans>Delete the course</Trans>
      </Button>
    </form>
  );
}
