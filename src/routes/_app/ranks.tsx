import { createFileRoute } from '@tanstack/react-router';
import { RanksPage } from '../../features/ranks/components/ranks-page.tsx';
import { catalogLoader } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_app/ranks')({
  loader: catalogLoader('ranks'),
  component: RanksPage,
});
