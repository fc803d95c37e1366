import { createFileRoute } from '@tanstack/react-router';
import { ToastPage } from '../../features/toasts/components/toast-page.tsx';

export const Route = createFileRoute('/_app/toast')({ component: ToastPage });
