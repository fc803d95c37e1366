import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

/** Previous / "Page n of m" / Next, for server-paged lists. */
export function Pagination({
  page,
  pages,
  onPage,
  className = 'admin-pagination',
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <nav className={className} aria-label={t`Pages`}>
      <Button variant="transparent" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="transparent" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
