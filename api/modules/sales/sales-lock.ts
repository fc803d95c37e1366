/** Small helpers shared by the sales services. */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import { db } from '../../lib/db-query.ts';

/** Any constant: the advisory lock key of sale ingestion (webhook batches and CSV commits). */
const SALES_LOCK = 440_044;

/** Serialises sale ingestion until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockSales(tx: EntityManager): Promise<void> {
  if (tx.getPlatform().constructor.name.startsWith('PostgreSql')) {
    await sql`select pg_advisory_xact_lock(${SALES_LOCK})`.execute(db(tx));
  }
}

/** IN lists stay well below the drivers' parameter limits. */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
