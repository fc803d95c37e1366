import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PasswordChangePage } from '../../../../features/auth/components/password-change-page.tsx';

export const Route = createFileRoute('/_guest/user/password-recovery/change')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(256))) }),
  component: function PasswordChange() {
    return <PasswordChangePage token={Route.useSearch().token} />;
  },
});
