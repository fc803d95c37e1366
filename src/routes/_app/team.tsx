import { createFileRoute, redirect } from '@tanstack/react-router';

/** The SPEC's short alias: the page lives at /user/team, the search (filters) goes along. */
export const Route = createFileRoute('/_app/team')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/user/team', search: location.search, replace: true });
  },
});
