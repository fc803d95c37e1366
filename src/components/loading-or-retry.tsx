import { Trans } from '@lingui/react/macro';
import { Button } from './button.tsx';

/**
 * What an admin panel shows before its data is there: "Loading…", or, once the query failed (the error
 * handler has already said why in a toast), a way to try again.
 */
export function LoadingOrRetry({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  return isPending ? (
    <p className="admin-muted" role="status">
      <Trans>Loading…</Trans>
    </p>
  ) : (
    <div role="alert">
      <Button variant="light-gray" size="small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
