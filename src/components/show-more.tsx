import { Trans } from '@lingui/react/macro';
import { Button } from './button.tsx';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show more" under a keyset-paged list: appends the next page, busy while it loads, gone at the end. */
export function ShowMore({ query, className }: { query: PagedQuery; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="light-gray"
      className={className}
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
      disabled={query.isFetchingNextPage}
    >
      <Trans>Show more</Trans>
    </Button>
  );
}
