import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { onboardingCourseQuery } from '../api/onboarding-api.ts';
import { STEP_TEXTS } from './step-texts.tsx';

interface Props {
  pending: boolean;
  /** Asks the server to complete the step (it agrees once the course's lessons are done). */
  onDone: () => void;
  /** Without an onboarding course the step is confirmed as read, as before. */
  fallback: ReactNode;
}

/** The 'course' step: opens the real onboarding course; the step completes when its lessons are done. */
export function CourseStep({ pending, onDone, fallback }: Props) {
  const { t } = useLingui();
  const query = useQuery(onboardingCourseQuery());
  if (query.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t`Loading…`}
      </p>
    );
  }
  const course = query.data;
  if (!course) return fallback;
  const finished = course.lesson_count > 0 && course.completed_lessons >= course.lesson_count;
  return (
    <div className="card form onboarding-step" data-testid="onboarding-step-course">
      <h2>{course.title}</h2>
      <div className="onboarding-step__text">{STEP_TEXTS.course}</div>
      <p data-testid="onboarding-course-progress">
        {t`${course.completed_lessons} of ${course.lesson_count} lessons done`}
      </p>
      {finished ? (
        <Button loading={pending} disabled={pending} onClick={onDone}>
          <Trans>Finish onboarding</Trans>
        </Button>
      ) : (
        <>
          <p className="muted">
            <Trans>The step completes by itself once every lesson of the course is done.</Trans>
          </p>
          <Link
            to="/user/course"
            search={{ id: course.id }}
            className="btn btn--green"
            data-testid="open-onboarding-course"
          >
            {course.completed_lessons > 0 ? (
              <Trans>Continue the course</Trans>
            ) : (
              <Trans>Open the course</Trans>
            )}
          </Link>
        </>
      )}
    </div>
  );
}
