import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button.tsx';

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
}) {
  const { t } = useLingui();
  return (
    <nav className="admin-pagination" aria-label={t`Pages`}>
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
