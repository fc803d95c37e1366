import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COURSES_MAX, CourseBody } from '#contract/courses.ts';
import type { Market } from '#contract/markets.ts';
import { Button } from '../../../components/button.tsx';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { LoadingOrRetry } from '../../../components/loading-or-retry.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { MARKET_LABELS, marketOptions, siteMarket } from '../../../lib/markets.ts';
import { emptyCourse } from './course-draft.ts';
import { CourseEditor } from './course-editor.tsx';
import { ADMIN_COURSES_KEY, adminCoursesQuery, createCourse } from './courses-admin-api.ts';
import './courses-admin.css';

/** Admin → Courses: the school's courses, a new one by its title, and the editor of one. */
export function AdminCoursesPage() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(adminCoursesQuery());
  const [editing, setEditing] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [market, setMarket] = useState<Market>(() => siteMarket(i18n.locale));
  const course = data?.find((c) => c.id === editing);
  const create = useContractForm(
    CourseBody,
    async (body) => {
      const made = await createCourse(body);
      await queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
      setTitle('');
      setEditing(made.id);
    },
    { read: () => ({ input: { ...emptyCourse(market), title } }) },
  );

  return (
    <section className="page admin-page admin-courses">
      <PageTitle>{t`Courses`}</PageTitle>
      {isPending || isError ? (
        <LoadingOrRetry isPending={isPending} onRetry={() => void refetch()} />
      ) : course ? (
        <CourseEditor key={course.id} course={course} onClose={() => setEditing(null)} />
      ) : (
        <>
          <table className="admin-table" data-testid="admin-courses">
            <thead>
              <tr>
                <th>{t`Course`}</th>
                <th>{t`Market`}</th>
                <th>{t`Lessons`}</th>
                <th>{t`Media`}</th>
                <th>{t`Status`}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.map((c) => (
                <tr key={c.id} data-testid="admin-course-row">
                  <td data-label={t`Course`}>
                    <div>
                      <strong>{c.title}</strong>
                      {c.onboarding ? <span className="admin-badge">{t`onboarding`}</span> : null}
                    </div>
                  </td>
                  <td data-label={t`Market`}>{i18n._(MARKET_LABELS[c.market])}</td>
                  <td data-label={t`Lessons`}>{c.lessons.length}</td>
                  <td data-label={t`Media`}>
                    {formatBytes(
                      i18n.locale,
                      c.media.reduce((sum, m) => sum + m.size, 0),
                    )}
                  </td>
                  <td data-label={t`Status`}>{c.published ? t`Published` : t`Draft`}</td>
                  <td>
                    <Button size="tiny" variant="light-gray" onClick={() => setEditing(c.id)}>
                      <Trans>Edit</Trans>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.length === 0 ? (
            <p className="admin-muted">
              <Trans>No courses yet.</Trans>
            </p>
          ) : null}
          <form className="course-create" {...create.props} data-testid="course-create">
            <Field
              name="title"
              label={t`New course title`}
              value={title}
              maxLength={200}
              errors={create.errors.title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <SelectField
              name="market"
              label={t`Market`}
              value={market}
              options={marketOptions(i18n)}
              errors={create.errors.market}
              onChange={(e) => setMarket(e.target.value as Market)}
            />
            <FormSubmit
              form={create}
              size="small"
              label={<Trans>Create the course</Trans>}
              disabled={data.length >= COURSES_MAX}
            />
          </form>
        </>
      )}
    </section>
  );
}
