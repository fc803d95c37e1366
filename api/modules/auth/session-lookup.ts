/**
 * The hot path of every authenticated request: access-token hash → live session → user, as ONE parameterised
 * query through MikroORM's Kysely integration (`em.getKysely()`), compiled once per platform (so it stays
 * portable SQL) and read into a plain `AuthUser` snapshot.
 * Why not `em.findOne(…, { populate })`: the ORM inlines values into the SQL, so SQLite re-prepares the
 * statement on every call, and hydrating a managed entity costs more than the query (docs/decisions/005).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CompiledQuery } from 'kysely';
import type { CooperationType, Role } from '../../../contract/auth.ts';
import { type AccountStatus, User } from '../accounts/accounts.entity.ts';
import { Placement } from '../placements/placement.entity.ts';
import { AuthSession } from './auth.entity.ts';

/**
 * The signed-in user as loaded for a request. Read-only: a service that changes the account loads the
 * `User` entity by `id` in its own EntityManager.
 */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  status: AccountStatus;
  access: number;
  onboardingCompleted: boolean;
  firstName: string | null;
  lastName: string | null;
  surname: string | null;
  inn: string | null;
  residency: string | null;
  type: CooperationType | null;
  createdAt: Date;
  /** SPEC §4 guard 2: an ad is due for removal and not yet confirmed removed (status needs_removal). */
  hasNotDeleted: boolean;
}

export interface SessionRef {
  id: string;
  familyId: string;
}

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
  'createdAt',
] as const satisfies readonly (keyof AuthUser & keyof User)[];

let selection: string[] | undefined;
/** `u.<column> as <property>`, column names taken from the entity metadata (one source of truth). */
function userSelection(em: EntityManager): string[] {
  const meta = em.getMetadata(User);
  selection ??= FIELDS.map((f) => `u.${meta.properties[f].fieldNames[0]} as ${f}`);
  return selection;
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (v == null ? null : String(v));
const date = (v: unknown) =>
  v instanceof Date ? v : new Date(typeof v === 'string' && !/^\d+$/.test(v) ? v : Number(v));

/** Driver-neutral conversion: SQLite gives 0/1 and epoch ms, PostgreSQL booleans and Dates. */
function toAuthUser(row: Row): AuthUser {
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
    createdAt: date(row.createdAt),
    hasNotDeleted: Boolean(Number(row.hasNotDeleted)),
  };
}

// Placeholders for the two per-request values of the precompiled query.
const HASH = Symbol('token hash');
const NOW = Symbol('now');
const compiledByPlatform = new WeakMap<object, CompiledQuery<Row>>();

/** Builds and compiles the query once per database platform; only the parameters change per request. */
function compiledLookup(em: EntityManager): CompiledQuery<Row> {
  const platform = em.getPlatform();
  let compiled = compiledByPlatform.get(platform);
  if (!compiled) {
    compiled = (em as SqlEntityManager)
      .getKysely<Record<string, Row>>()
      .selectFrom(`${em.getMetadata(AuthSession).tableName} as s`)
      .innerJoin(`${em.getMetadata(User).tableName} as u`, 'u.id', 's.user_id')
      .select(userSelection(em))
      .select(['s.id as sessionId', 's.family_id as familyId'])
      // Part of the same query, so the session answer costs one round trip (owner_id is indexed).
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom(`${em.getMetadata(Placement).tableName} as p`)
              .select(eb.lit(1).as('one'))
              .whereRef('p.owner_id', '=', 'u.id')
              .where('p.status', '=', 'needs_removal'),
          )
          .as('hasNotDeleted'),
      )
      .where('s.access_token_hash', '=', HASH)
      .where('s.rotated_at', 'is', null)
      .where('s.revoked_at', 'is', null)
      .where('s.access_expires_at', '>', NOW)
      .compile() as CompiledQuery<Row>;
    compiledByPlatform.set(platform, compiled);
  }
  return compiled;
}

export async function lookupSession(
  em: EntityManager,
  tokenHash: string,
): Promise<{ user: AuthUser; session: SessionRef } | null> {
  const compiled = compiledLookup(em);
  // Dates are stored per platform (epoch ms on SQLite, timestamptz on PostgreSQL).
  const now = em.getPlatform().processDateProperty(new Date());
  const parameters = compiled.parameters.map((p) => (p === HASH ? tokenHash : p === NOW ? now : p));
  const { rows } = await (em as SqlEntityManager).getKysely().executeQuery<Row>({ ...compiled, parameters });
  const row = rows[0];
  if (!row) return null;
  return { user: toAuthUser(row), session: { id: String(row.sessionId), familyId: String(row.familyId) } };
}
