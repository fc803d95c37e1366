import * as v from 'valibot';
import { AccountStatus, Network, SocialAccount } from './accounts.ts';
import { NotifyBy } from './onboarding.ts';
import { PageParam, plainText, requiredText } from './validation.ts';

/** Admin area: the account review queue (role moderator or admin). */
export const ReviewQueueQuery = v.object({
  status: v.optional(AccountStatus, 'review'),
  network: v.optional(Network),
  q: v.optional(plainText(100)),
  page: PageParam,
});
export type ReviewQueueQuery = v.InferOutput<typeof ReviewQueueQuery>;

export const Applicant = v.object({
  id: v.string(),
  email: v.string(),
  first_name: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  telegram: v.nullable(v.string()),
  /** Where the blogger gets notifications ('email' when they said they do not use Telegram); null before. */
  notify_by: v.nullable(NotifyBy),
  country: v.nullable(v.string()),
  inn: v.nullable(v.string()),
  self_employed: v.boolean(),
  status: AccountStatus,
  access: v.number(),
  created_at: v.string(),
  inviter: v.nullable(v.object({ id: v.string(), email: v.string(), first_name: v.nullable(v.string()) })),
  social_accounts: v.array(SocialAccount),
  rejection_reason: v.nullable(v.string()),
  /** The staff member assigned to the blogger (docs/decisions/053-managers.md). */
  manager: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type Applicant = v.InferOutput<typeof Applicant>;

export const ApplicantPage = v.object({
  items: v.array(Applicant),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
});
export type ApplicantPage = v.InferOutput<typeof ApplicantPage>;

export const ReviewDecisionBody = v.variant('decision', [
  v.object({ decision: v.literal('approve') }),
  v.object({
    decision: v.literal('reject'),
    reason: requiredText(1000, true),
  }),
]);
export type ReviewDecisionBody = v.InferOutput<typeof ReviewDecisionBody>;

export const AuditEntry = v.object({
  id: v.string(),
  actor: v.object({ id: v.string(), email: v.string() }),
  action: v.string(),
  target_id: v.string(),
  target_email: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  created_at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

export const OutboxMessage = v.object({
  id: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  created_at: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;
