import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { COURSE_MEDIA_MAX_BYTES, COURSE_MEDIA_TYPES } from '#contract/courses.ts';
import { ADMIN_COURSES_KEY, uploadCourseMedium } from './courses-admin-api.ts';

interface Props {
  courseId: string;
  kind: 'image' | 'video';
  /** The new medium's id once its last byte is stored and checked. */
  onUploaded: (mediaId: string) => void;
  testId?: string;
}

/** A file picker that uploads one image or video to the course with tus, with a progress bar. */
export function MediaUpload({ courseId, kind, onUploaded, testId }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accept = COURSE_MEDIA_TYPES.filter((type) => type.startsWith(`${kind}/`)).join(',');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > COURSE_MEDIA_MAX_BYTES) return setError(t`A file may be at most 500 MB`);
    if (!file.type.startsWith(`${kind}/`))
      return setError(kind === 'image' ? t`Choose an image` : t`Choose a video`);
    const mediaId = crypto.randomUUID();
    setProgress(0);
    try {
      await uploadCourseMedium(courseId, mediaId, file, (sent, total) =>
        setProgress(total ? sent / total : 0),
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
      onUploaded(mediaId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Upload failed`);
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <div className="course-upload">
      <label className="btn btn--light-gray btn--tiny course-upload__pick">
        {kind === 'image' ? <Trans>Upload an image</Trans> : <Trans>Upload a video</Trans>}
        <input
          type="file"
          accept={accept}
          className="visually-hidden"
          disabled={progress !== null}
          onChange={(e) => void pick(e)}
          data-testid={testId}
        />
      </label>
      {progress !== null ? (
        <progress
          value={progress}
          max={1}
          aria-label={t`Upload progress`}
          data-testid="course-upload-progress"
        >
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? (
        <small className="field__error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
