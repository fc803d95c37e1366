import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Applicant } from '#contract/moderation.ts';
import { STATUS_LABELS } from '../../../lib/account-status-labels.ts';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { DecisionActions } from './decision-actions.tsx';
import { ManagerPicker } from './manager-picker.tsx';
import { useDecision } from './use-decision.ts';

const DASH = '—';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-card__row">
      <dt>{label}</dt>
      <dd>{children ?? DASH}</dd>
    </div>
  );
}

/** One application: who the blogger is, where their audience is, and the decision buttons. */
export function ApplicantCard({ applicant: a }: { applicant: Applicant }) {
  const { t, i18n } = useLingui();
  const decision = useDecision();
  const isAdmin = useAuth().user?.role === 'admin';
  const name = a.first_name || a.nickname || a.email;
  const reason = a.rejection_reason;

  return (
    <li className="card admin-card" data-testid="applicant" data-email={a.email}>
      <header className="admin-card__head">
        <div>
          <h2 className="admin-card__name">{name}</h2>
          {a.nickname && a.nickname !== name ? <p className="admin-muted">{a.nickname}</p> : null}
        </div>
        <span className={`admin-badge admin-badge--${a.status}`}>{i18n._(STATUS_LABELS[a.status])}</span>
      </header>
      <dl className="admin-card__grid">
        <Row label="E-mail">
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </Row>
        <Row label={t`Phone`}>{a.phone ? <a href={`tel:${a.phone}`}>{a.phone}</a> : null}</Row>
        <Row label="Telegram">{a.telegram}</Row>
        <Row label={t`Notifications`}>
          {a.notify_by === 'email' ? t`By e-mail (does not use Telegram)` : a.notify_by ? 'Telegram' : null}
        </Row>
        <Row label={t`Country`}>{a.country}</Row>
        <Row label={t`INN`}>{a.inn}</Row>
        <Row label={t`Self-employed or sole proprietor`}>{a.self_employed ? t`Yes` : t`No`}</Row>
        <Row label={t`Registered`}>{formatDateTime(i18n.locale, a.created_at)}</Row>
        <Row label={t`Inviter`}>
          {a.inviter ? [a.inviter.first_name, a.inviter.email].filter(Boolean).join(' · ') : null}
        </Row>
        <Row label={t`Manager`}>{a.manager?.name}</Row>
      </dl>
      <div>
        <h3 className="admin-card__subtitle">{t`Social accounts`}</h3>
        {a.social_accounts.length === 0 ? (
          <p className="admin-muted">{DASH}</p>
        ) : (
          <ul className="admin-socials">
            {a.social_accounts.map((account) => {
              const count = formatCount(i18n.locale, account.followers);
              return (
                <li key={`${account.network}:${account.url}`}>
                  <span className="admin-socials__network">{networkName(account.network)}</span>
                  <a
                    href={account.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="admin-socials__url"
                  >
                    {account.url}
                  </a>
                  <span className="admin-muted">
                    {plural(account.followers, { one: `${count} follower`, other: `${count} followers` })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {reason ? (
        <p className="admin-card__reason">
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      {isAdmin && a.status !== 'rejected' ? <ManagerPicker applicant={a} /> : null}
      {a.status === 'review' ? (
        <DecisionActions
          pending={decision.isPending}
          onDecide={(body) => decision.mutate({ id: a.id, body })}
        />
      ) : null}
    </li>
  );
}
