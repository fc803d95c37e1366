/**
 * The partner team (issue 10, SPEC §2–§4): a sponsor tree 4 levels deep. The list is a keyset-paged read
 * model over the closure table (docs/decisions/050-team-tree.md); statuses are derived from account and
 * activity state (docs/decisions/051-team-statuses.md).
 */
import * as v from 'valibot';
import { TEAM_LEVELS } from './commissions.ts';
import { Currency } from './money.ts';
import { RankCode } from './ranks.ts';
import { noControlChars } from './validation.ts';

export { TEAM_LEVELS };

/** SPEC §4: newbie, new, cooperation, refusal, validation. */
export const TEAM_STATUSES = ['validation', 'newbie', 'new', 'cooperation', 'refusal'] as const;
export const TeamStatus = v.picklist(TEAM_STATUSES);
export type TeamStatus = v.InferOutput<typeof TeamStatus>;

/** A partner with no approved placement for this long has stepped back ('refusal'). */
export const ACTIVE_WINDOW_DAYS = 90;

/** The facts a team status is derived from (columns of users). */
export interface TeamStatusFacts {
  status: 'review' | 'approved' | 'rejected' | 'hidden';
  onboardingCompleted: boolean;
  lastIntegrationAt: Date | null;
}

/**
 * validation: under review; newbie: approved, onboarding not finished; new: onboarded, no integration yet;
 * cooperation: an integration within ACTIVE_WINDOW_DAYS; refusal: none since. Rejected and hidden accounts
 * are not listed (null). The team service's SQL mirrors this; a unit test keeps the two in step.
 */
export function teamStatus(facts: TeamStatusFacts, now: Date): TeamStatus | null {
  if (facts.status === 'review') return 'validation';
  if (facts.status !== 'approved') return null;
  if (!facts.onboardingCompleted) return 'newbie';
  if (!facts.lastIntegrationAt) return 'new';
  const cutoff = now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000;
  return facts.lastIntegrationAt.getTime() >= cutoff ? 'cooperation' : 'refusal';
}

/** Search matches a lower-cased key of name, surname, nickname, e-mail and phone (digits only). */
export function teamSearchKey(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => !!part)
    .map((part) => part.toLowerCase())
    .join(' ')
    .slice(0, 700);
}
/** A phone is matched by its digits: '+7 (999) 123' finds '+79991234567'. */
export const phoneDigits = (phone: string | null | undefined): string => (phone ?? '').replace(/\D/g, '');

export const TEAM_SORTS = ['joined_desc', 'joined_asc', 'name_asc'] as const;
export const TeamSort = v.picklist(TEAM_SORTS);
export type TeamSort = v.InferOutput<typeof TeamSort>;

export const TEAM_PAGE_DEFAULT = 30;
export const TEAM_PAGE_MAX = 100;
export const TEAM_SEARCH_MAX = 100;

/** An opaque keyset cursor made by the server (base64url of the last row's sort key). */
export const TeamCursor = v.pipe(v.string(), v.regex(/^[\w-]{1,400}$/));

const Line = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d$/))]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(TEAM_LEVELS),
);

/** GET /team query; the page keeps the same fields in its validated search params. */
export const TeamQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), noControlChars(), v.maxLength(TEAM_SEARCH_MAX))),
  line: v.optional(Line),
  rank: v.optional(RankCode),
  status: v.optional(TeamStatus),
  sort: v.optional(TeamSort, 'joined_desc'),
  cursor: v.optional(TeamCursor),
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/))]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(TEAM_PAGE_MAX),
    ),
    TEAM_PAGE_DEFAULT,
  ),
});
export type TeamQuery = v.InferInput<typeof TeamQuery>;

/** Contacts are shown for line 1 only; deeper lines see the name and nickname. */
export const TeamContacts = v.object({
  email: v.string(),
  phone: v.nullable(v.string()),
  telegram: v.nullable(v.string()),
});

export const TeamMember = v.object({
  id: v.string(),
  line: v.number(),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  rank: RankCode,
  status: TeamStatus,
  /** Registration date, ISO. */
  joined_at: v.string(),
  contacts: v.nullable(TeamContacts),
  /** Partners this member invited (their line 1). */
  invited: v.number(),
  /** Their structure: everyone up to 4 levels below them. */
  structure: v.number(),
  /** What this member's orders earned the viewer, minor units of the viewer's currency. */
  income: v.number(),
});
export type TeamMember = v.InferOutput<typeof TeamMember>;

export const TeamPage = v.object({
  currency: Currency,
  items: v.array(TeamMember),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: v.nullable(v.string()),
});
export type TeamPage = v.InferOutput<typeof TeamPage>;

/** Per line: people listed, their revenue (all time, refunds netted), and what the line earned the viewer. */
export const TeamLevelTotal = v.object({
  line: v.number(),
  people: v.number(),
  revenue: v.number(),
  income: v.number(),
});
export const TeamSummary = v.object({
  currency: Currency,
  levels: v.array(TeamLevelTotal),
  referral_link: v.nullable(v.string()),
  promocodes: v.array(v.object({ code: v.string(), network: v.string() })),
});
export type TeamSummary = v.InferOutput<typeof TeamSummary>;

/** Admin: the staff a blogger can be assigned to. */
export const Staff = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  telegram: v.nullable(v.string()),
});
export type Staff = v.InferOutput<typeof Staff>;

/** Admin: set (or clear, with null) a blogger's manager; `branch` also sets it on everyone below them. */
export const ManagerAssignmentBody = v.object({
  manager_id: v.nullable(v.pipe(v.string(), v.uuid())),
  branch: v.optional(v.boolean(), false),
});
export type ManagerAssignmentBody = v.InferOutput<typeof ManagerAssignmentBody>;
