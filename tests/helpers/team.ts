/** Team test data: members created through the real helper (so linked into the tree), then given facts. */
import type { FastifyInstance } from 'fastify';
import type { AccountStatus } from '#contract/accounts.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createUser } from './api-app.ts';

export interface MemberFields {
  sponsor?: string;
  status?: AccountStatus;
  createdAt?: Date;
  firstName?: string;
  lastName?: string;
  nickname?: string;
  phone?: string;
  telegram?: string;
  onboardingCompleted?: boolean;
  lastIntegrationAt?: Date | null;
  rankCode?: string;
}

let seq = 0;
/** A team member with a unique e-mail (`<tag>-<n>@team.test` unless given). */
export async function member(app: FastifyInstance, tag: string, fields: MemberFields = {}, email?: string) {
  const user = await createUser(app, {
    email: email ?? `${tag}-${process.pid}-${++seq}@team.test`,
    status: fields.status,
    sponsor: fields.sponsor,
    createdAt: fields.createdAt,
    nickname: fields.nickname,
  });
  const em = app.orm.em.fork();
  const row = await em.findOneOrFail(User, { id: user.id });
  em.assign(row, {
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    phone: fields.phone ?? null,
    telegram: fields.telegram ?? null,
    onboardingCompleted: fields.onboardingCompleted ?? true,
    lastIntegrationAt: fields.lastIntegrationAt ?? null,
    rankCode: fields.rankCode ?? 'explorer',
  });
  await em.flush();
  return row;
}
