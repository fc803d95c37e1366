import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { useStorageEstimate } from '../../../lib/use-storage-estimate.ts';
import { coursesQuery } from '../api/course-queries.ts';
import { useDeviceState, useResumeKeptCourses } from '../hooks/use-device-state.ts';
import { startProgressSync } from '../offline/start-progress-sync.ts';
import { CourseCard } from './course-card.tsx';
import './courses.css';

/** /user/courses: the school's courses with progress and what this device keeps for offline reading. */
export function CoursesPage() {
  const { t, i18n } = useLingui();
  const query = useQuery(coursesQuery());
  const device = useDeviceState();
  useResumeKeptCourses(query.data);
  const estimate = useStorageEstimate();
  useEffect(startProgressSync, []);

  const courses = query.data?.data;
  return (
    <section className="page courses">
      <PageTitle>{t`Ambassador school`}</PageTitle>
      {query.data?.fromDevice ? (
        <p className="courses__offline" role="status" data-testid="courses-offline">
          <Trans>No connection: these are the courses kept on this device.</Trans>
        </p>
      ) : null}
      {query.isPending ? (
        <div className="courses__loading" aria-busy="true" role="status">
          <span className="visually-hidden">{t`Loading…`}</span>
          <div className="courses__skeleton" />
          <div className="courses__skeleton" />
        </div>
      ) : null}
      {query.isError && !courses ? (
        <div className="courses__empty" role="alert">
          <p>
            <Trans>Could not load the courses.</Trans>
          </p>
          <Button variant="light-gray" size="small" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {courses && courses.length === 0 ? (
        <p className="courses__empty" data-testid="courses-empty">
          {query.data?.fromDevice
            ? t`No course is kept on this device. Connect to the internet to see the school.`
            : t`There are no courses yet. They will appear here.`}
        </p>
      ) : null}
      {courses && courses.length > 0 ? (
        <ul className="courses__list">
          {courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              copy={device?.copies.get(course.id)}
              pending={device?.pending.filter((p) => p.courseId === course.id).length ?? 0}
            />
          ))}
        </ul>
      ) : null}
      {estimate && estimate.quota > 0 ? (
        <p className="muted courses__storage" data-testid="courses-storage">
          {t`This app uses ${formatBytes(i18n.locale, estimate.usage)} of ${formatBytes(i18n.locale, estimate.quota)} available on this device`}
        </p>
      ) : null}
    </section>
  );
}
