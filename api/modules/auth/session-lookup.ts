/**
 * The hot path of every authenticated request: access-token hash → live session → user, as ONE parameterised
 * query through MikroORM's Kysely integration (`em.getKysely()`), compiled once per platform (so it stays
 * portable SQL) and read into a plain `AuthUser` snapshot (auth-user.ts).
 * Why not `em.findOne(…, { populate })`: the ORM inlines values into the SQL, so SQLite re-prepares the
 * statement on every call, and hydrating a managed entity costs more than the query (docs/decisions/005).
 * Callers may pass the app's global EntityManager: only its connection, platform and metadata are used.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CompiledQuery } from 'kysely';
import type { AuthUser, SessionRef } from '../../lib/current-user.ts';
import { User } from '../accounts/accounts.entity.ts';
import { AuthSession } from './auth.entity.ts';
import { authUserFromRow, type Db, hasNotDeleted, type Row, userSelection } from './auth-user.ts';

/**
 * The connection's Kysely client: no EntityManager context is asked for, so a request that only checks its
 * session never forks one (api/plugins/orm.ts). The lookup runs outside any transaction (its callers hold none).
 */
const client = <T>(em: EntityManager) => (em as SqlEntityManager).getConnection().getClient<T>();

// Placeholders for the two per-request values of the precompiled query.
const HASH = Symbol('token hash');
const NOW = Symbol('now');
const compiledByPlatform = new WeakMap<object, CompiledQuery<Row>>();

/** Builds and compiles the query once per database platform; only the parameters change per request. */
function compiledLookup(em: EntityManager): CompiledQuery<Row> {
  const platform = em.getPlatform();
  let compiled = compiledByPlatform.get(platform);
  if (!compiled) {
    compiled = client<Db>(em)
      .selectFrom(`${em.getMetadata(AuthSession).tableName} as s`)
      .innerJoin(`${em.getMetadata(User).tableName} as u`, 'u.id', 's.user_id')
      .select(userSelection(em))
      .select(['s.id as sessionId', 's.family_id as familyId'])
      // Part of the same query, so the session answer costs one round trip.
      .select((eb) => hasNotDeleted(em, eb))
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
  const { rows } = await client(em).executeQuery<Row>({ ...compiled, parameters });
  const row = rows[0];
  if (!row) return null;
  return {
    user: authUserFromRow(row),
    session: { id: String(row.sessionId), familyId: String(row.familyId) },
  };
}
