import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Msg } from '#contract/messages.ts';
import type { TeamSummary } from '#contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { networkName } from '../../../lib/networks.ts';
import { copyWithToast } from '../copy.ts';

/** The viewer's own invite link and promocodes, each with a copy button. */
export function InviteTools({ query }: { query: UseQueryResult<TeamSummary> }) {
  const { t } = useLingui();
  const s = query.data;
  return (
    <section className="card team-invite" aria-labelledby="team-invite-title" data-testid="team-invite">
      <h2 id="team-invite-title">{t`Invite partners`}</h2>
      {!s ? (
        <div className="team-invite__skeleton" aria-busy={!query.isError} />
      ) : (
        <>
          {s.referral_link ? (
            <div className="team-invite__row">
              <span className="muted">{t`Your invite link`}</span>
              <code className="team-invite__value" data-testid="team-referral-link">
                {s.referral_link}
              </code>
              <Button
                size="small"
                onClick={() => void copyWithToast(s.referral_link ?? '', Msg.link_copied)}
                data-testid="team-copy-link"
              >
                <Trans>Copy link</Trans>
              </Button>
            </div>
          ) : (
            <p className="muted">
              <Trans>
                Set up your referral link in the{' '}
                <Link to="/user/profile" className="link">
                  profile
                </Link>{' '}
                to invite partners.
              </Trans>
            </p>
          )}
          {s.promocodes.length ? (
            <ul className="team-invite__codes" aria-label={t`Your promocodes`}>
              {s.promocodes.map(({ code, network }) => (
                <li key={`${network}:${code}`}>
                  <span className="team-invite__code">
                    <code className="team-invite__value">{code}</code>
                    <span className="muted">{networkName(network)}</span>
                  </span>
                  <Button
                    size="tiny"
                    variant="transparent"
                    onClick={() => void copyWithToast(code, Msg.promocode_copied)}
                    aria-label={t`Copy: ${code}`}
                  >
                    <Trans>Copy</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              <Trans>
                No promocodes yet:{' '}
                <Link to="/user/promocodes" className="link">
                  add one
                </Link>{' '}
                and mention it in your placements.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
