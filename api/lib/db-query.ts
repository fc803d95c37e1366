/**
 * Aggregates that the ORM cannot express go through MikroORM's Kysely integration: bound to the
 * EntityManager (and so to its transaction), driver-neutral, parameterised. Tables and columns are named as
 * stored (snake_case).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by their stored names, not by entity types.
export const db = (em: EntityManager): Kysely<any> => (em as SqlEntityManager).getKysely<any>();

/** SUM/COUNT results come back as strings (PostgreSQL bigint) or numbers (SQLite): always a number. */
export const num = (value: unknown): number => (value == null ? 0 : Number(value));

/** A Date as the platform stores it (epoch ms on SQLite, timestamptz on PostgreSQL), for query parameters. */
export const dateParam = (em: EntityManager, date: Date): unknown =>
  em.getPlatform().processDateProperty(date);

/** Raw rows carry dates as epoch ms (SQLite: a number or a string of digits) or as a Date or timestamp string (PostgreSQL). */
export const rowDate = (value: unknown): Date =>
  typeof value === 'number'
    ? new Date(value)
    : value instanceof Date
      ? value
      : new Date(/^\d+$/.test(String(value)) ? Number(value) : String(value));

export const isPostgres = (em: EntityManager): boolean =>
  em.getPlatform().constructor.name.startsWith('PostgreSql');

/** Splits a list so that IN lists and multi-row inserts stay well below the drivers' parameter limits. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
