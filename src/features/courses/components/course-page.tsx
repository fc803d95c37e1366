import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { auth } from '../../../lib/auth.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { courseKey, courseQuery, coursesKey, type Sourced } from '../api/course-queries.ts';
import { useDeviceState, useKeepOpenedCourse } from '../hooks/use-device-state.ts';
import { withLocalProgress } from '../offline/course-copies.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import { markLessonDone } from '../offline/progress-queue.ts';
import { onProgressSent, requestProgressSync, startProgressSync } from '../offline/start-progress-sync.ts';
import { LessonList } from './lesson-list.tsx';
import { LessonView } from './lesson-view.tsx';
import { OfflineControls } from './offline-controls.tsx';
import { ProgressLine } from './progress-line.tsx';
import './courses.css';
import type { Course } from '#contract/courses.ts';

/** /user/course?id=: a course's lessons one at a time; reads the device's copy when offline. */
export function CoursePage({ id, lessonId }: { id?: string; lessonId?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery({ ...courseQuery(id ?? ''), enabled: !!id });
  const device = useDeviceState();
  useKeepOpenedCourse(query.data);
  useEffect(startProgressSync, []);

  const course = query.data?.data;
  const pending = device?.pending.filter((p) => p.courseId === id) ?? [];
  const shown = course ? withLocalProgress(course, pending) : undefined;
  useOnboardingCompletion(shown);

  if (!id || (query.isError && !course)) {
    return (
      <section className="page courses">
        <PageTitle>{t`Course`}</PageTitle>
        <div className="courses__empty" role="alert">
          <p>
            {id
              ? t`Could not open the course. It is not kept on this device, or the connection failed.`
              : t`Course not found.`}
          </p>
          {id ? (
            <Button variant="light-gray" size="small" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Link to="/user/courses" className="link">{t`All courses`}</Link>
        </div>
      </section>
    );
  }
  if (!shown) {
    return (
      <section className="page courses" aria-busy="true">
        <PageTitle>{t`Course`}</PageTitle>
        <div className="courses__skeleton" role="status">
          <span className="visually-hidden">{t`Loading…`}</span>
        </div>
      </section>
    );
  }

  const index = Math.max(
    0,
    shown.lessons.findIndex((l) => l.id === lessonId),
  );
  const lesson = shown.lessons[index];
  const markDone = async () => {
    if (!lesson) return;
    await markLessonDone(offlineDeps.db, shown.id, lesson.id, new Date());
    queryClient.setQueryData<Sourced<Course>>(courseKey(shown.id), (old) =>
      old
        ? { ...old, data: withLocalProgress(old.data, [{ courseId: shown.id, lessonId: lesson.id }]) }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: coursesKey, exact: true });
    requestProgressSync();
  };

  return (
    <section className="page courses course" data-testid="course-page">
      <BackLink />
      <PageTitle>{shown.title}</PageTitle>
      {query.data?.fromDevice ? (
        <p className="courses__offline" role="status" data-testid="course-offline">
          <Trans>No connection: reading the copy kept on this device.</Trans>
        </p>
      ) : null}
      {shown.description ? <p className="course__description">{shown.description}</p> : null}
      <div className="course__status">
        <ProgressLine done={shown.completed_lessons} total={shown.lesson_count} />
        {pending.length > 0 ? (
          <span className="chip chip--sync-queued" data-testid="pending-sync">
            {t`Waiting to sync: ${pending.length}`}
          </span>
        ) : null}
      </div>
      {shown.onboarding ? (
        <OnboardingNote done={shown.completed_lessons >= shown.lesson_count && pending.length === 0} />
      ) : null}
      <div className="course__layout">
        <LessonList course={shown} current={lesson?.id} />
        {lesson ? (
          <LessonView
            course={shown}
            lesson={lesson}
            previous={shown.lessons[index - 1]?.id}
            next={shown.lessons[index + 1]?.id}
            onDone={() => void markDone()}
          />
        ) : (
          <p className="courses__empty">{t`This course has no lessons yet.`}</p>
        )}
      </div>
      <OfflineControls course={shown} copy={device?.copies.get(shown.id)} />
    </section>
  );
}

/** Back to the school, or to onboarding while it is not finished (the school opens after it). */
function BackLink() {
  const { t } = useLingui();
  return useAuth().user?.onboarding_completed === false ? (
    <Link to="/user/onboarding" className="link course__back">
      {t`← Onboarding`}
    </Link>
  ) : (
    <Link to="/user/courses" className="link course__back">
      {t`← All courses`}
    </Link>
  );
}

function OnboardingNote({ done }: { done: boolean }) {
  const user = useAuth().user;
  if (done && user?.onboarding_completed) {
    return (
      <p className="courses__done" data-testid="onboarding-done">
        <Trans>The school is complete, and so is your onboarding.</Trans>{' '}
        <Link to="/user/placements" className="link">
          <Trans>Go to placements</Trans>
        </Link>
      </p>
    );
  }
  return (
    <p className="muted" data-testid="onboarding-note">
      <Trans>
        This is the onboarding course: finishing all its lessons completes the school step of onboarding.
      </Trans>
    </p>
  );
}

/**
 * The server completes the onboarding step with the last lesson it hears of. Once the device's queue has
 * delivered the lessons of this onboarding course, the session is read again (onboarding may be over).
 */
function useOnboardingCompletion(course: Course | undefined) {
  const onboarding = !!course?.onboarding;
  const id = course?.id;
  useEffect(() => {
    if (!onboarding || !id) return;
    return onProgressSent((courseIds) => {
      if (courseIds.has(id) && auth.getState().user?.onboarding_completed === false) void auth.reload();
    });
  }, [onboarding, id]);
}
