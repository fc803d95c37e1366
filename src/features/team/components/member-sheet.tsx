import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Currency } from '#contract/money.ts';
import type { TeamMember } from '#contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { formatCount, formatDate, formatMoney } from '../../../lib/format.ts';
import { useRankLadder, useTeamMember } from '../hooks/use-team.ts';
import { LINE_LABEL, memberName, rankName, STATUS_HINTS, STATUS_LABELS } from '../team-format.ts';
import { Avatar, Contacts } from './member-card.tsx';

interface Props {
  /** The member tapped in the list: shown at once, then refreshed from `GET team/members/:id`. */
  member: TeamMember;
  currency: Currency;
  onClose: () => void;
}

/** A partner's details in a modal sheet (a bottom sheet on phones). */
export function MemberSheet({ member: listed, currency, onClose }: Props) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const fresh = useTeamMember(listed.id).data;
  const ladder = useRankLadder().data?.ranks;
  const m = fresh ?? listed;
  const locale = i18n.locale;
  const name = memberName(m) ?? t`No name`;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const facts: [string, string][] = [
    [i18n._(LINE_LABEL), String(m.line)],
    [t`Rank`, rankName(ladder, m.rank, locale)],
    [t`Joined`, formatDate(locale, m.joined_at)],
    [t`Invited`, formatCount(locale, m.invited)],
    [t`Structure`, formatCount(locale, m.structure)],
    [t`Income brought, all time`, formatMoney(locale, m.income, currency)],
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is a tap on the backdrop; Esc closes it natively.
    <dialog
      ref={ref}
      className="team-sheet"
      aria-labelledby="team-sheet-title"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      data-testid="team-sheet"
    >
      <div className="team-sheet__body">
        <div className="team-member__who">
          <Avatar member={m} />
          <div className="team-member__names">
            <h2 id="team-sheet-title">{name}</h2>
            {m.nickname && m.nickname !== name ? <span className="muted">{m.nickname}</span> : null}
          </div>
        </div>
        <p className={`team-status team-status--${m.status} team-sheet__status`}>
          {i18n._(STATUS_LABELS[m.status])}
        </p>
        <p className="muted">{i18n._(STATUS_HINTS[m.status])}</p>
        <dl className="team-sheet__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {m.contacts ? (
          <Contacts contacts={m.contacts} />
        ) : (
          <p className="muted">{t`Contacts are shown for line 1 only.`}</p>
        )}
        <Button variant="light-gray" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </dialog>
  );
}
