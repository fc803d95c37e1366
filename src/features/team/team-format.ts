/** How the team reads in the UI: statuses, sorts, ranks and members by name. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rank } from '#contract/ranks.ts';
import type { TeamMember, TeamSort, TeamStatus } from '#contract/team.ts';

/** "Line" of the team (ru "Линия"), not a line of a table or file. */
export const LINE_LABEL = msg({ message: 'Line', context: 'team' });

export const STATUS_LABELS: Record<TeamStatus, MessageDescriptor> = {
  newbie: msg`Newbie`,
  new: msg`New`,
  cooperation: msg`Cooperation`,
  refusal: msg`Refusal`,
  validation: msg`Validation`,
};

/** What each status means, for the filter's hint and the member sheet (decision 051). */
export const STATUS_HINTS: Record<TeamStatus, MessageDescriptor> = {
  newbie: msg`Approved, onboarding not finished yet`,
  new: msg`Onboarded, no integration yet`,
  cooperation: msg`An integration within the last 90 days`,
  refusal: msg`No integration for more than 90 days`,
  validation: msg`The account is under review`,
};

/** The filter lists statuses in the order a partner passes through them. */
export const STATUS_ORDER: readonly TeamStatus[] = ['validation', 'newbie', 'new', 'cooperation', 'refusal'];

export const SORT_LABELS: Record<TeamSort, MessageDescriptor> = {
  joined_desc: msg`Newest first`,
  joined_asc: msg`Oldest first`,
  name_asc: msg`By name`,
};

/** A rank's name in the reader's language; the code itself while the ladder is not loaded (or lacks it). */
export function rankName(ladder: readonly Rank[] | undefined, code: string, locale: string): string {
  const rank = ladder?.find((r) => r.code === code);
  if (!rank) return code;
  return locale === 'en' ? rank.name_en : rank.name_ru;
}

/** "Anna Petrova", else the nickname, else null (the caller then says "No name"). */
export function memberName(m: Pick<TeamMember, 'first_name' | 'last_name' | 'nickname'>): string | null {
  const full = [m.first_name, m.last_name].filter(Boolean).join(' ').trim();
  return full || m.nickname || null;
}

/** Two letters for the avatar placeholder. */
export function initials(m: Pick<TeamMember, 'first_name' | 'last_name' | 'nickname'>): string {
  const letters = [m.first_name, m.last_name]
    .filter((s): s is string => !!s)
    .map((s) => s.trim()[0] ?? '')
    .join('');
  return (letters || (m.nickname ?? '').replace(/^@/, '').slice(0, 2) || '?').toUpperCase();
}
