import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CourseSummary } from '#contract/courses.ts';
import type { DeviceCopy } from '../hooks/use-device-state.ts';
import { OfflineControls } from './offline-controls.tsx';
import { ProgressLine } from './progress-line.tsx';

interface Props {
  course: CourseSummary;
  copy: DeviceCopy | undefined;
  /** Lessons marked done here and not yet sent. */
  pending: number;
}

export function CourseCard({ course, copy, pending }: Props) {
  const { t } = useLingui();
  const offline = copy?.mediaComplete === true;
  return (
    <li className="card course-card" data-testid="course-card" data-course-id={course.id}>
      <div className="course-card__head">
        <h2 className="course-card__title">
          <Link to="/user/course" search={{ id: course.id }} className="course-card__link">
            {course.title}
          </Link>
        </h2>
        <div className="course-card__marks">
          {course.onboarding ? <span className="chip">{t`Onboarding`}</span> : null}
          {offline ? (
            <span className="chip chip--offline" data-testid="offline-mark">
              {t`Available offline`}
            </span>
          ) : null}
          {pending > 0 ? (
            <span className="chip chip--sync-queued" data-testid="pending-sync">
              {t`Waiting to sync`}
            </span>
          ) : null}
        </div>
      </div>
      {course.description ? <p className="course-card__description">{course.description}</p> : null}
      <ProgressLine done={course.completed_lessons} total={course.lesson_count} />
      <div className="course-card__actions">
        <Link to="/user/course" search={{ id: course.id }} className="btn btn--green btn--small">
          {course.completed_lessons >= course.lesson_count ? (
            <Trans>Read again</Trans>
          ) : course.completed_lessons > 0 ? (
            <Trans>Continue</Trans>
          ) : (
            <Trans>Open</Trans>
          )}
        </Link>
        <OfflineControls course={course} copy={copy} />
      </div>
    </li>
  );
}
