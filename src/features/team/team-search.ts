import * as v from 'valibot';
import { TeamQuery, TeamSort } from '#contract/team.ts';

const { q, line, rank, status } = TeamQuery.entries;

/** The router reads `?q=7999` as the number 7999: a phone searched by its digits is still text. */
const SearchText = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), q.wrapped));

/**
 * The page's URL state: search text, line, rank, status and sort, checked with the API's own TeamQuery
 * pieces. Each field falls back on its own, so a hand-edited or stale value is dropped instead of showing an
 * error page. The default sort (joined_desc) stays out of the URL.
 */
export const TeamSearch = v.object({
  q: v.fallback(SearchText, undefined),
  line: v.fallback(line, undefined),
  rank: v.fallback(rank, undefined),
  status: v.fallback(status, undefined),
  sort: v.fallback(v.optional(TeamSort), undefined),
});
export type TeamSearch = v.InferOutput<typeof TeamSearch>;

/** Whether the list is narrowed: an empty answer then means "nothing matches", not "nobody yet". */
export const isFiltered = (search: TeamSearch): boolean =>
  Boolean(search.q || search.line || search.rank || search.status);

/** The URL state without empty values (an empty search box drops `q`, the default sort drops `sort`). */
export function cleanSearch(search: TeamSearch): TeamSearch {
  const next: TeamSearch = { ...search };
  if (!next.q) delete next.q;
  if (next.sort === 'joined_desc') delete next.sort;
  for (const key of ['line', 'rank', 'status', 'sort'] as const)
    if (next[key] === undefined) delete next[key];
  return next;
}
