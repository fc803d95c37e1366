import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '#contract/profile.ts';

/** A Telegram handle as typed ('@name', 'name', 't.me/name') → the username, when it is a valid one. */
export function telegramUsername(value: string | null): string | null {
  const name = (value ?? '')
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?(t\.me|telegram\.me)\//i, '')
    .replace(/^@/, '');
  return /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(name) ? name : null;
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

/** The staff member who looks after the blogger: contacts and one "write" link (Telegram, else e-mail). */
export function ManagerCard({ manager }: { manager: Profile['manager'] }) {
  const { t } = useLingui();
  if (!manager) {
    return (
      <section className="card manager" data-testid="manager" aria-labelledby="manager-title">
        <h2 id="manager-title">{t`Your manager`}</h2>
        <p className="muted">
          <Trans>
            A manager has not been assigned to you yet. Once they are, their contacts will appear here.
          </Trans>
        </p>
      </section>
    );
  }
  const username = telegramUsername(manager.telegram);
  const write = username ? `https://t.me/${username}` : `mailto:${manager.email}`;
  return (
    <section className="card manager" data-testid="manager" aria-labelledby="manager-title">
      <h2 id="manager-title">{t`Your manager`}</h2>
      <p className="manager__name">{manager.name}</p>
      <dl className="manager__contacts">
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${manager.email}`}>{manager.email}</a>
        </dd>
        {manager.telegram ? (
          <>
            <dt>Telegram</dt>
            <dd>
              {username ? (
                <a href={`https://t.me/${username}`} target="_blank" rel="noopener noreferrer">
                  @{username}
                </a>
              ) : (
                manager.telegram
              )}
            </dd>
          </>
        ) : null}
        {manager.phone ? (
          <>
            <dt>{t`Phone`}</dt>
            <dd>
              <a href={`tel:${digits(manager.phone)}`}>{manager.phone}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <a
        className="btn btn--green btn--small manager__write"
        href={write}
        {...(username && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {username ? t`Write in Telegram` : t`Write an e-mail`}
      </a>
    </section>
  );
}
