import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../../../features/courses/components/courses-page.tsx';

export const Route = createFileRoute('/_app/user/courses')({ component: CoursesPage });
