import { createFileRoute } from '@tanstack/react-router';
import { AdminCoursesPage } from '../../../features/courses/admin/admin-courses-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/courses')({
  loader: prefetchLoader(() =>
    import('../../../features/courses/admin/courses-admin-api.ts').then((m) => m.adminCoursesQuery()),
  ),
  component: AdminCoursesPage,
});
