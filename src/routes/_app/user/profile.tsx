import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/profile/components/profile-page.tsx';

export const Route = createFileRoute('/_app/user/profile')({ component: ProfilePage });
