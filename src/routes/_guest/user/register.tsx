import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisterPage } from '../../../features/accounts/components/register-page.tsx';

export const Route = createFileRoute('/_guest/user/register')({
  validateSearch: v.object({ ref: v.optional(v.pipe(v.string(), v.maxLength(254))) }),
  component: function Register() {
    return <RegisterPage inviter={Route.useSearch().ref} />;
  },
});
