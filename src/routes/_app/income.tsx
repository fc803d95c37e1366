import { createFileRoute, redirect } from '@tanstack/react-router';

/** The SPEC's short alias: the page lives at /user/income, the search (filters) goes along. */
export const Route = createFileRoute('/_app/income')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/user/income', search: location.search, replace: true });
  },
});
