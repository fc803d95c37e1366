import { useRouterState } from '@tanstack/react-router';

/**
 * Short aliases (`/team` for `/user/team`, SPEC §2) render the same page, but a link only knows its own
 * path: this marks the section's link as the current page on its alias too.
 */
export function useAliasCurrent(): (to: string) => { 'aria-current'?: 'page' } {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (to) =>
    to.startsWith('/user/') && path === to.slice('/user'.length) ? { 'aria-current': 'page' } : {};
}
