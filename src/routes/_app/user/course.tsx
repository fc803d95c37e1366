import { createFileRoute } from '@tanstack/react-router';
import { CoursePage } from '../../../features/courses/components/course-page.tsx';

export const Route = createFileRoute('/_app/user/course')({ component: CoursePage });
