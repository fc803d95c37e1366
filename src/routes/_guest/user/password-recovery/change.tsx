import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangePage } from '../../../../features/auth/components/password-change-page.tsx';

export const Route = createFileRoute('/_guest/user/password-recovery/change')({
  component: PasswordChangePage,
});
