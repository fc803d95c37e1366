import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../../../features/auth/components/login-page.tsx';

export const Route = createFileRoute('/_guest/user/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
