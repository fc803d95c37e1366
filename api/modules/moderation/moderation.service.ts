/** The review queue: list applicants, approve or reject them (audited, mailed), read audit and outbox. */

import { type EntityManager, type FilterQuery, sql } from '@mikro-orm/core';
import type { Applicant, ApplicantPage, ReviewDecisionBody, ReviewQueueQuery } from '#contract/moderation.ts';
import { currencyForLocale } from '#contract/money.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { User } from '../accounts/accounts.entity.ts';
import { displayName } from '../accounts/people.ts';
import { SocialAccount } from '../accounts/social-account.entity.ts';
import { audited } from '../audit/audited.ts';

export const PAGE_SIZE = 20;

/**
 * Wildcards typed by the moderator become `_` (any one character): the escape character differs between
 * SQLite and PostgreSQL, and a slightly wider match is harmless here.
 */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '_').toLowerCase()}%`;

async function toApplicants(em: EntityManager, users: User[]): Promise<Applicant[]> {
  const ids = users.map((u) => u.id);
  const accounts = ids.length ? await em.find(SocialAccount, { user: { $in: ids } }) : [];
  await em.populate(users, ['manager']);
  return users.map((u) => {
    const sponsor = u.sponsor?.getEntity();
    const manager = u.manager?.getEntity();
    return {
      id: u.id,
      email: u.email,
      first_name: u.firstName ?? null,
      phone: u.phone ?? null,
      nickname: u.nickname ?? null,
      telegram: u.telegram ?? null,
      notify_by: u.notifyBy ?? null,
      country: u.country ?? null,
      inn: u.inn ?? null,
      self_employed: u.selfEmployed,
      status: u.status,
      access: u.access,
      created_at: u.createdAt.toISOString(),
      inviter: sponsor
        ? { id: sponsor.id, email: sponsor.email, first_name: sponsor.firstName ?? null }
        : null,
      social_accounts: accounts
        .filter((a) => a.user.id === u.id)
        .map((a) => ({ network: a.network, url: a.url, followers: a.followers })),
      rejection_reason: u.rejectionReason ?? null,
      manager: manager ? { id: manager.id, name: displayName(manager) } : null,
    };
  });
}

export async function listApplicants(em: EntityManager, query: ReviewQueueQuery): Promise<ApplicantPage> {
  const where: FilterQuery<User> = { role: 'ambassador', status: query.status };
  const and: FilterQuery<User>[] = [];
  if (query.network) {
    const owners = await em.find(SocialAccount, { network: query.network }, { fields: ['user'] });
    and.push({ id: { $in: owners.map((a) => a.user.id) } });
  }
  if (query.q) {
    const like = likePattern(query.q);
    // lower(...) like: case-insensitive on both drivers without dialect-only operators.
    and.push({
      $or: [
        { email: { $like: like } },
        { [sql.lower((alias) => `${alias}.first_name`)]: { $like: like } },
        { [sql.lower((alias) => `${alias}.nickname`)]: { $like: like } },
      ],
    });
  }
  if (and.length) where.$and = and;
  const [users, total] = await em.findAndCount(User, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
    populate: ['sponsor'],
  });
  return {
    items: await toApplicants(em, users),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

export interface DecisionResult {
  applicant: Applicant;
  user: User;
}

/** Only accounts under review can be decided; the status change is a conditional update (no double decision). */
export async function decide(
  em: EntityManager,
  actorId: string,
  applicantId: string,
  body: ReviewDecisionBody,
): Promise<DecisionResult> {
  const user = await em.findOne(User, { id: applicantId, role: 'ambassador' }, { populate: ['sponsor'] });
  if (!user) throw notFound();
  const reject = body.decision === 'reject';
  const reason = reject ? body.reason : null;
  const work = async (tx: EntityManager) => {
    const changed = await tx.nativeUpdate(
      User,
      { id: user.id, status: 'review' },
      // The currency is fixed here, once (architecture §6a): RUB for ru/by, USD for the English variant.
      reject
        ? { status: 'rejected', rejectionReason: reason }
        : {
            status: 'approved',
            rejectionReason: null,
            currency: user.currency ?? currencyForLocale(user.locale),
          },
    );
    if (changed !== 1) throw conflict();
  };
  const action = reject ? 'account.reject' : 'account.approve';
  await audited(em, actorId, action, work, () => ({ id: user.id, email: user.email, reason }));
  await em.refresh(user);
  return { applicant: (await toApplicants(em, [user]))[0] as Applicant, user };
}
