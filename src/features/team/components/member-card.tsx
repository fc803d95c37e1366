import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import type { Currency } from '#contract/money.ts';
import type { Rank } from '#contract/ranks.ts';
import type { TeamMember } from '#contract/team.ts';
import { formatCount, formatDate, formatMoney } from '../../../lib/format.ts';
import { initials, LINE_LABEL, memberName, rankName, STATUS_LABELS } from '../team-format.ts';

interface Props {
  member: TeamMember;
  currency: Currency;
  ladder: readonly Rank[] | undefined;
  onOpen?: (member: TeamMember) => void;
}

/** One partner (SPEC §3): who, line, rank, status, registration, invited, structure, income brought. */
export function MemberCard({ member, currency, ladder, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const name = memberName(member) ?? t`No name`;
  return (
    <li className="team-member" data-testid="team-member">
      <div className="team-member__who">
        <Avatar member={member} />
        <div className="team-member__names">
          {onOpen ? (
            <button
              type="button"
              className="team-member__name"
              onClick={() => onOpen(member)}
              data-testid="team-member-open"
            >
              {name}
              <ChevronRight className="team-member__chevron" size={18} aria-hidden="true" />
            </button>
          ) : (
            <strong className="team-member__name">{name}</strong>
          )}
          {member.nickname && member.nickname !== name ? (
            <span className="muted team-member__nick">{member.nickname}</span>
          ) : null}
        </div>
        <span className={`team-status team-status--${member.status}`} data-testid="team-member-status">
          {i18n._(STATUS_LABELS[member.status])}
        </span>
      </div>
      <dl className="team-member__facts">
        <div>
          <dt>{i18n._(LINE_LABEL)}</dt>
          <dd data-testid="team-member-line">{member.line}</dd>
        </div>
        <div>
          <dt>{t`Rank`}</dt>
          <dd data-testid="team-member-rank">{rankName(ladder, member.rank, locale)}</dd>
        </div>
        <div>
          <dt>{t`Joined`}</dt>
          <dd>{formatDate(locale, member.joined_at)}</dd>
        </div>
        <div>
          <dt>{t`Invited`}</dt>
          <dd>{formatCount(locale, member.invited)}</dd>
        </div>
        <div>
          <dt>{t`Structure`}</dt>
          <dd>{formatCount(locale, member.structure)}</dd>
        </div>
        <div className="team-member__income">
          <dt>{t`Income brought, all time`}</dt>
          <dd data-testid="team-member-income">{formatMoney(locale, member.income, currency)}</dd>
        </div>
      </dl>
      {member.contacts ? <Contacts contacts={member.contacts} /> : null}
    </li>
  );
}

export function Avatar({ member }: { member: TeamMember }) {
  return member.avatar_url ? (
    <img className="team-avatar" src={member.avatar_url} alt="" width={40} height={40} loading="lazy" />
  ) : (
    <span className="team-avatar" aria-hidden="true">
      {initials(member)}
    </span>
  );
}

/** `@name`, `name` or a t.me link → the t.me address; anything else is shown as text only. */
export function telegramHref(handle: string): string | null {
  if (/^https:\/\/t\.me\/\w{3,}$/.test(handle)) return handle;
  const name = /^@?(\w{3,32})$/.exec(handle)?.[1];
  return name ? `https://t.me/${name}` : null;
}

/** Line 1 only: the server sends no contacts for deeper lines. */
export function Contacts({ contacts }: { contacts: NonNullable<TeamMember['contacts']> }) {
  const { t } = useLingui();
  const tg = contacts.telegram ? telegramHref(contacts.telegram) : null;
  return (
    <ul className="team-member__contacts" aria-label={t`Contacts`} data-testid="team-member-contacts">
      <li>
        <a className="link" href={`mailto:${contacts.email}`}>
          {contacts.email}
        </a>
      </li>
      {contacts.phone ? (
        <li>
          <a className="link" href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>
            {contacts.phone}
          </a>
        </li>
      ) : null}
      {contacts.telegram ? (
        <li>
          {tg ? (
            <a className="link" href={tg} target="_blank" rel="noopener noreferrer">
              Telegram {contacts.telegram}
            </a>
          ) : (
            <span>Telegram {contacts.telegram}</span>
          )}
        </li>
      ) : null}
    </ul>
  );
}
