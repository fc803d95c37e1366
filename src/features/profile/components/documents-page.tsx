import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import type { ClosingAct } from '#contract/acts.ts';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDate, formatMoney, formatMonth } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { actsQuery, downloadActPdf } from '../api/profile-api.ts';
import '../documents.css';

/** Documents: the monthly closing acts of a sole proprietor or company (decision 072), as PDFs in two languages. */
export function DocumentsPage() {
  const { t } = useLingui();
  const { data, isError } = useQuery(actsQuery());
  return (
    <section className="page documents">
      <PageTitle>{t`Documents`}</PageTitle>
      <p className="muted">
        <Trans>
          Sole proprietors and companies get a closing act for every month whose commissions were paid. An act
          never changes; a correction comes as a new act.
        </Trans>
      </p>
      {!data ? (
        <p className="muted" aria-busy={!isError}>
          {isError ? t`Could not load the documents. Check the connection and reload.` : t`Loading…`}
        </p>
      ) : data.items.length === 0 ? (
        <div className="card documents__empty">
          <p>
            <Trans>No acts yet.</Trans>
          </p>
          <Link to="/user/profile">
            <Trans>Check your cooperation type in the profile</Trans>
          </Link>
        </div>
      ) : (
        <ul className="documents__list">
          {data.items.map((act) => (
            <ActItem key={act.id} act={act} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActItem({ act }: { act: ClosingAct }) {
  const { t, i18n } = useLingui();
  const month = formatMonth(i18n.locale, act.month);
  const download = (lang: 'ru' | 'en') =>
    downloadActPdf(act.id, act.number, lang).catch(() => toast.error(t`Could not download the act`));
  return (
    <li className="card documents__act">
      <FileText aria-hidden="true" className="documents__icon" />
      <div className="documents__text">
        <strong>
          <Trans>
            Act No. {act.number} for {month}
          </Trans>
        </strong>
        <span className="muted">
          {formatMoney(i18n.locale, act.amount, act.currency)} · {formatDate(i18n.locale, act.issued_at)}
        </span>
        {act.corrects_number !== null && (
          <span className="documents__note">
            <Trans>Corrects act No. {act.corrects_number}</Trans>
          </span>
        )}
      </div>
      <div className="documents__actions">
        <Button
          variant="light-gray"
          size="small"
          onClick={() => void download('ru')}
          aria-label={t`Act No. ${act.number}, PDF in Russian`}
        >
          PDF RU
        </Button>
        <Button
          variant="light-gray"
          size="small"
          onClick={() => void download('en')}
          aria-label={t`Act No. ${act.number}, PDF in English`}
        >
          PDF EN
        </Button>
      </div>
    </li>
  );
}
