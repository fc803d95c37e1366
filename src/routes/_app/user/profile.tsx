import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/profile-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/profile')({
  loader: catalogLoader('profile'),
  component: ProfilePage,
});
