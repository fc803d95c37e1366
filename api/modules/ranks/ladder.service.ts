/**
 * The rank ladder: read in position order, seeded with DEFAULT_LADDER on an empty database, replaced as a
 * whole by admins (a rank someone holds cannot be removed).
 */
import type { EntityManager } from '@mikro-orm/core';
import { BASE_RANK, type Rank } from '#contract/ranks.ts';
import { conflict } from '../../lib/app-error.ts';
import { db } from '../../lib/db-query.ts';
import { validationError } from '../../lib/valibot.ts';
import { RankRow } from './rank.entity.ts';

const rub = (units: number, usd: number) => ({ RUB: units * 100, USD: usd * 100 });

/** Explorer, then four steps; only the top one is kept for good once reached. */
export const DEFAULT_LADDER: Rank[] = [
  { code: BASE_RANK, name_ru: 'Исследователь', name_en: 'Explorer', permanent: true, conditions: {} },
  {
    code: 'rising_star',
    name_ru: 'Восходящая звезда',
    name_en: 'Rising star',
    permanent: false,
    conditions: { personal_revenue: rub(30_000, 350), integrations: 2 },
  },
  {
    code: 'leader',
    name_ru: 'Лидер',
    name_en: 'Leader',
    permanent: false,
    conditions: {
      personal_revenue: rub(50_000, 550),
      team_revenue: rub(150_000, 1_700),
      active_partners: 3,
      integrations: 2,
    },
  },
  {
    code: 'mentor',
    name_ru: 'Наставник',
    name_en: 'Mentor',
    permanent: false,
    conditions: {
      personal_revenue: rub(80_000, 900),
      team_revenue: rub(500_000, 5_500),
      active_partners: 8,
      integrations: 2,
      months_held: 2,
    },
  },
  {
    code: 'legend',
    name_ru: 'Легенда',
    name_en: 'Legend',
    permanent: true,
    conditions: {
      personal_revenue: rub(150_000, 1_700),
      team_revenue: rub(2_000_000, 22_000),
      active_partners: 15,
      integrations: 3,
      months_held: 3,
    },
  },
];

export const toRank = (row: RankRow): Rank => ({
  code: row.code,
  name_ru: row.nameRu,
  name_en: row.nameEn,
  permanent: row.permanent,
  conditions: row.conditions,
});

/** The ladder, lowest rank first. */
export async function loadLadder(em: EntityManager): Promise<Rank[]> {
  const rows = await em.find(RankRow, {}, { orderBy: { position: 'asc' } });
  return rows.map(toRank);
}

/** A rank as stored, at its place in the ladder. */
const toRow = (rank: Rank, position: number) => ({
  code: rank.code,
  position,
  nameRu: rank.name_ru,
  nameEn: rank.name_en,
  permanent: rank.permanent,
  conditions: rank.conditions,
});

/** An empty database gets the default ladder (concurrent starts insert it once: the code is the key). */
export async function ensureDefaultLadder(em: EntityManager): Promise<void> {
  if (await em.count(RankRow, {})) return;
  await em.upsertMany(RankRow, DEFAULT_LADDER.map(toRow), {
    onConflictFields: ['code'],
    onConflictAction: 'ignore',
  });
}

/**
 * Replaces the whole ladder (inside the caller's transaction). Explorer keeps no conditions; a rank that a
 * blogger holds cannot be removed (409).
 */
export async function replaceLadder(tx: EntityManager, ranks: Rank[]): Promise<Rank[]> {
  const base = ranks[0];
  if (!base || base.code !== BASE_RANK || Object.values(base.conditions).some((c) => c != null))
    throw validationError({ 'ranks.0.conditions': ['invalid_value'] });
  const kept = new Set(ranks.map((r) => r.code));
  const held = await db(tx)
    .selectFrom('users')
    .select('rank_code')
    .distinct()
    .where('rank_code', 'not in', [...kept])
    .limit(1)
    .execute();
  if (held.length) throw conflict('rank_in_use', { ranks: ['rank_in_use'] });
  await tx.nativeDelete(RankRow, {});
  for (const [position, rank] of ranks.entries()) tx.create(RankRow, toRow(rank, position));
  await tx.flush();
  return loadLadder(tx);
}
