import { createFileRoute } from '@tanstack/react-router';
import { IncomePage } from '../../features/income/components/income-page.tsx';

export const Route = createFileRoute('/_app/income')({ component: IncomePage });
