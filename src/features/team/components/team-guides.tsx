import { Trans } from '@lingui/react/macro';

/** How to build a team: short, practical steps, folded away once the team exists. */
export function TeamGuides({ open }: { open: boolean }) {
  return (
    <details className="card team-guides" open={open} data-testid="team-guides">
      <summary>
        <Trans>How to build a team</Trans>
      </summary>
      <ol>
        <li>
          <Trans>Share your invite link: everyone who registers through it joins your line 1.</Trans>
        </li>
        <li>
          <Trans>
            Mention your promocode and the link in every placement: followers who want to earn too find you.
          </Trans>
        </li>
        <li>
          <Trans>Show your results openly: your income and how the team works bring the right people.</Trans>
        </li>
        <li>
          <Trans>Help each new partner through onboarding and prepare their first placement together.</Trans>
        </li>
        <li>
          <Trans>
            Help line 1 make 2 integrations a month: that keeps their income paid out, and yours from them.
          </Trans>
        </li>
        <li>
          <Trans>
            Check the statuses here: a “New” partner needs a first integration, a “Refusal” one needs a call.
          </Trans>
        </li>
        <li>
          <Trans>Your team pays you on up to 4 lines: teach line 1 to invite too.</Trans>
        </li>
      </ol>
    </details>
  );
}
