/**
 * The team's monthly leaderboard (docs/decisions/079): the viewer and their 4 lines, approved and opted in,
 * ranked by the month's own sales (refunds netted), ties by name. Figures come from the accrued ledger lines
 * of the month, so a held (fraud review) commission counts only once released. Earnings are sent only for
 * those who allow it; a hidden figure never leaves the server.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import {
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardPrefs,
} from '#contract/leaderboard.ts';
import { type Currency, currencyForLocale, monthOf } from '#contract/money.ts';
import { db, num } from '../../lib/db-query.ts';
import { LeaderboardPref } from './leaderboard.entity.ts';

export async function prefsOf(em: EntityManager, userId: string): Promise<LeaderboardPrefs> {
  const row = await em.findOne(LeaderboardPref, { user: userId });
  return { opt_in: row?.optIn ?? false, show_earnings: row?.showEarnings ?? false };
}

export async function setPrefs(em: EntityManager, userId: string, prefs: LeaderboardPrefs, at: Date) {
  await em.upsert(
    LeaderboardPref,
    { user: userId, optIn: prefs.opt_in, showEarnings: prefs.show_earnings, updatedAt: at },
    { onConflictFields: ['user'] },
  );
}

export async function leaderboard(
  em: EntityManager,
  viewerId: string,
  month: string | undefined,
  at: Date,
): Promise<Leaderboard> {
  const key = month ?? monthOf(at);
  const k = db(em);
  // The opted-in few, joined to the viewer's lines: the prefs table is small, the team may not be.
  const people = await k
    .selectFrom('leaderboard_prefs as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.nickname',
      'u.avatar_path',
      'u.currency',
      'u.locale',
      'p.show_earnings',
    ])
    .where((eb) =>
      eb.and([
        eb.ref('p.opt_in'),
        eb('u.status', '=', 'approved'),
        eb.or([
          eb('u.id', '=', viewerId),
          eb(
            'u.id',
            'in',
            eb.selectFrom('team_links').select('descendant_id').where('ancestor_id', '=', viewerId),
          ),
        ]),
      ]),
    )
    .execute();
  const ids = people.map((p) => String(p.id));
  const money = ids.length
    ? await k
        .selectFrom('ledger_lines')
        .select((eb) => [
          'account_id',
          eb.fn.sum('amount').as('earnings'),
          eb.fn
            .sum(
              eb
                .case()
                .when(eb.and([eb('level', '=', 0), eb('kind', '=', 'commission')]))
                .then(1)
                .when(eb.and([eb('level', '=', 0), eb('kind', '=', 'reversal')]))
                .then(-1)
                .else(0)
                .end(),
            )
            .as('sales'),
        ])
        .where('account_id', 'in', ids)
        .where('month', '=', key)
        .where('book', '=', 'accrued')
        .where('kind', 'in', ['commission', 'reversal'])
        .groupBy('account_id')
        .execute()
    : [];
  const figures = new Map(
    money.map((m) => [String(m.account_id), { sales: num(m.sales), earnings: num(m.earnings) }]),
  );
  const nameOf = (p: (typeof people)[number]) =>
    `${p.nickname ?? ''} ${p.first_name ?? ''} ${p.last_name ?? ''}`.trim().toLowerCase();
  const ranked = people
    .map((p) => ({ p, f: figures.get(String(p.id)) ?? { sales: 0, earnings: 0 } }))
    .sort(
      (a, b) => b.f.sales - a.f.sales || nameOf(a.p).localeCompare(nameOf(b.p)) || (a.p.id < b.p.id ? -1 : 1),
    )
    .slice(0, LEADERBOARD_SIZE);
  const items: LeaderboardEntry[] = ranked.map(({ p, f }, i) => ({
    place: i + 1,
    id: String(p.id),
    first_name: (p.first_name as string | null) ?? null,
    last_name: (p.last_name as string | null) ?? null,
    nickname: (p.nickname as string | null) ?? null,
    avatar_url: p.avatar_path ? apiUrl(ApiPath.avatarFile(String(p.avatar_path))) : null,
    me: p.id === viewerId,
    sales: f.sales,
    earnings: p.show_earnings ? f.earnings : null,
    currency: ((p.currency as Currency | null) ?? currencyForLocale(String(p.locale))) as Currency,
  }));
  return { month: key, prefs: await prefsOf(em, viewerId), items };
}
