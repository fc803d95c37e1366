import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import type { CourseMedia } from '#contract/courses.ts';
import { Button } from '../../../components/button.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { useMedium } from '../hooks/use-medium.ts';

interface Props {
  courseId: string;
  medium: CourseMedia | undefined;
  kind: 'image' | 'video';
  /** The image's alt text or the video's caption. */
  label: string;
}

/** An image or a video of a lesson, read from the device's copy (downloaded first when missing). */
export function MediaBlock({ courseId, medium, kind, label }: Props) {
  const { t, i18n } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const state = useMedium(courseId, medium, attempt);
  let body: ReactNode;
  if (state.status === 'ready') {
    body =
      kind === 'image' ? (
        <img src={state.src} alt={label} className="lesson__image" loading="lazy" decoding="async" />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: lesson videos come without caption tracks; the caption is below.
        <video src={state.src} controls playsInline preload="metadata" className="lesson__video" />
      );
  } else if (state.status === 'loading') {
    const done = formatBytes(i18n.locale, state.done);
    const total = formatBytes(i18n.locale, state.total);
    body = (
      <div className="lesson__media-wait" role="status">
        <progress value={state.done} max={Math.max(state.total, 1)} aria-label={t`Loading`} />
        <span className="muted">{t`Loading ${done} of ${total}`}</span>
      </div>
    );
  } else {
    body = (
      <div className="lesson__media-wait" role="alert">
        <span className="muted">
          {kind === 'image'
            ? t`The image is not on this device yet.`
            : t`The video is not on this device yet.`}
        </span>
        <Button variant="light-gray" size="small" onClick={() => setAttempt((a) => a + 1)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <figure className={`lesson__media lesson__media--${kind}`} data-testid={`lesson-${kind}`}>
      {body}
      {kind === 'video' && label ? <figcaption className="muted">{label}</figcaption> : null}
    </figure>
  );
}
