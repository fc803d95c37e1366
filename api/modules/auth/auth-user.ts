/**
 * The one owner of the signed-in user: which account columns it has, the one rule for `hasNotDeleted`, the
 * row → `AuthUser` builder, and the `SessionUser` answer. The per-request lookup (session-lookup.ts) and
 * `loadAuthUser` (after a change to the account) both read through here, so they cannot drift apart.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ExpressionBuilder } from 'kysely';
import type { AccountStatus } from '#contract/accounts.ts';
import type { CooperationType, Role, SessionUser } from '#contract/auth.ts';
import { accountMarket } from '#contract/markets.ts';
import type { Currency } from '#contract/money.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { rowDate } from '../../lib/db-query.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Placement } from '../placements/placement.entity.ts';

export type Row = Record<string, unknown>;
export type Db = Record<string, Row>;

const FIELDS = [
  'id',
  'email',
  'role',
  'status',
  'access',
  'onboardingCompleted',
  'firstName',
  'lastName',
  'surname',
  'inn',
  'residency',
  'type',
  'currency',
  'locale',
  'createdAt',
] as const satisfies readonly (keyof AuthUser & keyof User)[];

let selection: string[] | undefined;
/** `u.<column> as <property>`, column names taken from the entity metadata (one source of truth). */
export function userSelection(em: EntityManager): string[] {
  const meta = em.getMetadata(User);
  selection ??= FIELDS.map((f) => `u.${meta.properties[f].fieldNames[0]} as ${f}`);
  return selection;
}

/**
 * SPEC §4 guard 2, the only rule for it: the user `u` owns a placement awaiting removal. An EXISTS on the
 * indexed owner_id, so it rides along in the same query.
 */
export function hasNotDeleted(em: EntityManager, eb: ExpressionBuilder<Db, string>) {
  return eb
    .exists(
      eb
        .selectFrom(`${em.getMetadata(Placement).tableName} as p`)
        .select(eb.lit(1).as('one'))
        .whereRef('p.owner_id', '=', 'u.id')
        .where('p.status', '=', 'needs_removal'),
    )
    .as('hasNotDeleted');
}

const str = (v: unknown) => (v == null ? null : String(v));

/** Driver-neutral conversion: SQLite gives 0/1 and epoch ms, PostgreSQL booleans and Dates. */
export function authUserFromRow(row: Row): AuthUser {
  return {
    id: String(row.id),
    email: String(row.email),
    role: row.role as Role,
    status: row.status as AccountStatus,
    access: Number(row.access),
    onboardingCompleted: Boolean(row.onboardingCompleted),
    firstName: str(row.firstName),
    lastName: str(row.lastName),
    surname: str(row.surname),
    inn: str(row.inn),
    residency: str(row.residency),
    type: str(row.type) as CooperationType | null,
    currency: str(row.currency) as Currency | null,
    locale: String(row.locale),
    createdAt: rowDate(row.createdAt),
    hasNotDeleted: Boolean(Number(row.hasNotDeleted)),
  };
}

/** The signed-in user as stored now, e.g. to answer with the session right after changing the account. */
export async function loadAuthUser(em: EntityManager, userId: string): Promise<AuthUser | null> {
  const row = await (em as SqlEntityManager)
    .getKysely<Db>()
    .selectFrom(`${em.getMetadata(User).tableName} as u`)
    .select(userSelection(em))
    .select((eb) => hasNotDeleted(em, eb))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? authUserFromRow(row) : null;
}

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    inn: user.inn,
    residency: user.residency,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    surname: user.surname,
    market: accountMarket(user),
    onboarding_completed: user.onboardingCompleted,
    access: user.access,
    has_not_deleted: user.hasNotDeleted,
  };
}
