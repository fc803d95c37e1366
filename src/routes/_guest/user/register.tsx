import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisterPage } from '../../../features/accounts/components/register-page.tsx';

export const Route = createFileRoute('/_guest/user/register')({
  // The router reads `?ref=12345` as a number; a bad value must not break the page (decision 057).
  validateSearch: v.object({
    ref: v.fallback(
      v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(254))),
      undefined,
    ),
  }),
  component: function Register() {
    return <RegisterPage inviter={Route.useSearch().ref} />;
  },
});
