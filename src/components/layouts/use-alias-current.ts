import { useRouterState } from '@tanstack/react-router';

/** Pages inside a section without a link of their own: a course belongs to the school. */
const SECTION_OF: Record<string, string> = { '/user/course': '/user/courses' };

/**
 * Short aliases (`/team` for `/user/team`, SPEC §2) render the same page, but a link only knows its own
 * path: this marks the section's link as the current page on its alias too, and on the section's inner pages.
 */
export function useAliasCurrent(): (to: string) => { 'aria-current'?: 'page' } {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (to) =>
    (to.startsWith('/user/') && path === to.slice('/user'.length)) || SECTION_OF[path] === to
      ? { 'aria-current': 'page' }
      : {};
}
