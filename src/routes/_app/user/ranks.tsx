import { createFileRoute } from '@tanstack/react-router';
import { RanksPage } from '../../../features/ranks/components/ranks-page.tsx';
import { loadCatalogs } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/ranks')({
  loader: () => loadCatalogs('ranks'),
  component: RanksPage,
});
