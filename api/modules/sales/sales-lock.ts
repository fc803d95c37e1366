/** The advisory lock that serialises sale ingestion. */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import { db, isPostgres } from '../../lib/db-query.ts';

/** Any constant: the advisory lock key of sale ingestion (webhook batches and CSV commits). */
const SALES_LOCK = 440_044;

/** Serialises sale ingestion until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockSales(tx: EntityManager): Promise<void> {
  if (isPostgres(tx)) {
    await sql`select pg_advisory_xact_lock(${SALES_LOCK})`.execute(db(tx));
  }
}
