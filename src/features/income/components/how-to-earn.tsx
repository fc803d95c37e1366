import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The empty state: what earns money here (SPEC §9), with the way to the first step. */
export function HowToEarn() {
  return (
    <section className="income-card income-empty" data-testid="income-empty">
      <h2>
        <Trans>No income yet — here is how to earn</Trans>
      </h2>
      <ol>
        <li>
          <Trans>Share your promocode or referral link: every sale through it pays you a percentage.</Trans>
        </li>
        <li>
          <Trans>
            Publish at least 2 integrations a month (3 for agreements before 03.08.24) to be paid.
          </Trans>
        </li>
        <li>
          <Trans>Invite partners: their sales pay you on up to 4 team levels.</Trans>
        </li>
      </ol>
      <Link to="/user/placements" className="btn btn--gray">
        <Trans>Prepare a placement</Trans>
      </Link>
    </section>
  );
}
