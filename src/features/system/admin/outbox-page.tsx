import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { outboxQuery } from './system-admin-api.ts';

/** Mails the platform sent (local outbox); the text opens on demand, line breaks kept. */
export function OutboxPage() {
  const { t, i18n } = useLingui();
  const query = useQuery(outboxQuery());

  return (
    <section className="page admin-page">
      <PageTitle>{t`Outbox`}</PageTitle>
      <ListStates query={query} empty={<Trans>No e-mails yet</Trans>}>
        {(data) => (
          <ul className="admin-list">
            {data.map(({ to, ...mail }) => (
              <li key={mail.id} className="card admin-mail" data-testid="outbox-message" data-to={to}>
                <div className="admin-mail__meta">
                  <span className="admin-muted">{formatDateTime(i18n.locale, mail.created_at)}</span>
                  <span className="admin-mail__to">
                    <Trans>To: {to}</Trans>
                  </span>
                </div>
                <details className="admin-mail__details">
                  <summary className="admin-mail__subject">{mail.subject}</summary>
                  <pre className="admin-mail__text">{mail.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
