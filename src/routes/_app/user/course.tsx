import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CoursePage } from '../../../features/courses/components/course-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

const Id = v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined);

export const Route = createFileRoute('/_app/user/course')({
  loader: catalogLoader('courses'),
  // A malformed id reads as none: the page says the course was not found instead of failing.
  validateSearch: v.object({ id: Id, lesson: Id }),
  component: function Course() {
    const { id, lesson } = Route.useSearch();
    return <CoursePage id={id} lessonId={lesson} />;
  },
});
