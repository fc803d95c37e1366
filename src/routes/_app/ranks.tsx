import { createFileRoute } from '@tanstack/react-router';
import { RanksPage } from '../../features/ranks/components/ranks-page.tsx';

export const Route = createFileRoute('/_app/ranks')({ component: RanksPage });
