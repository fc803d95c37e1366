import { createFileRoute } from '@tanstack/react-router';
import { AdminCoursesPage } from '../../../features/courses/admin/admin-courses-page.tsx';

export const Route = createFileRoute('/_admin/admin/courses')({ component: AdminCoursesPage });
