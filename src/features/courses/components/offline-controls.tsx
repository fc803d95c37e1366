import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourseSummary } from '#contract/courses.ts';
import { Button } from '../../../components/button.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { courseQuery } from '../api/course-queries.ts';
import type { DeviceCopy } from '../hooks/use-device-state.ts';
import { useSaveJob } from '../hooks/use-device-state.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import { removeCourse, saveCourse } from '../offline/save-course.ts';

/** "Save for offline" with the space it needs and a progress bar, or, once kept, "Remove from device". */
export function OfflineControls({
  course,
  copy,
}: {
  course: Pick<CourseSummary, 'id' | 'media_bytes'>;
  copy: DeviceCopy | undefined;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const job = useSaveJob(course.id);
  const [starting, setStarting] = useState(false);
  const size = formatBytes(i18n.locale, course.media_bytes);

  const save = async () => {
    setStarting(true);
    try {
      const { data, fromDevice } = await queryClient.fetchQuery({ ...courseQuery(course.id), staleTime: 0 });
      if (!fromDevice) await saveCourse(offlineDeps, data);
    } catch {
      // The query's error handler has said why.
    } finally {
      setStarting(false);
    }
  };

  if (job?.state === 'saving') {
    const done = formatBytes(i18n.locale, job.done);
    const total = formatBytes(i18n.locale, job.total);
    return (
      <div className="offline-controls" data-testid="save-progress" role="status">
        <progress value={job.done} max={Math.max(job.total, 1)} aria-label={t`Saving for offline`} />
        <span className="muted">{t`Saving for offline: ${done} of ${total}`}</span>
      </div>
    );
  }
  // One control for the one thing that applies: keep a course that is not kept, remove one that is.
  const kept = copy?.kind === 'saved';
  // Kept from reading with all its media: keeping only pins it, nothing more to download.
  const pinOnly = copy?.kind === 'opened' && copy.mediaComplete;
  return (
    <div className="offline-controls" data-kept={kept}>
      {kept ? (
        <>
          <span className="muted" data-testid="offline-state">
            {copy.mediaComplete
              ? t`Kept on this device`
              : t`Kept on this device: the rest downloads when online`}
          </span>
          <Button
            variant="light-gray"
            size="small"
            data-testid="remove-offline"
            onClick={() => void removeCourse(offlineDeps, course.id)}
          >
            <Trans>Remove from device</Trans>
          </Button>
        </>
      ) : online ? (
        <Button
          variant="transparent"
          size="small"
          data-testid="save-offline"
          disabled={starting}
          loading={starting}
          onClick={() => void save()}
        >
          {pinOnly ? (
            <Trans>Keep on this device</Trans>
          ) : (
            <>
              <Trans>Save for offline</Trans> · {size}
            </>
          )}
        </Button>
      ) : null}
      {job?.state === 'failed' ? (
        <p className="field__error" role="alert">
          {job.error === 'quota'
            ? t`Not enough space on this device: the course needs ${size}.`
            : t`Saving stopped. Check the connection and try again.`}
        </p>
      ) : null}
    </div>
  );
}
