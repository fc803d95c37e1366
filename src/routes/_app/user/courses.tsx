import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../../../features/courses/components/courses-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/courses')({
  loader: catalogLoader('courses'),
  component: CoursesPage,
});
