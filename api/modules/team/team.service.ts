/**
 * The viewer's team (issue 10, SPEC §3): lines 1–4 from the closure table, keyset-paged, with search,
 * filters and the per-member figures (docs/decisions/050-team-tree.md). Rejected and hidden accounts keep
 * their links (so the lines below them stay right) but are never listed.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import type { TeamMember, TeamStatus } from '#contract/team.ts';
import { db, num, rowDate } from '../../lib/db-query.ts';
import { ftsRowids, searchTerms } from './team-search.ts';
import { statusSql } from './team-status.ts';

type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by their stored names (see db-query.ts).
type Eb = ExpressionBuilder<any, any>;

/** The accounts a team list leaves out (they keep their links). */
export const UNLISTED = ['rejected', 'hidden'] as const;
/** Partner income: the commission lines an order wrote and the reversals its refund wrote. */
export const PARTNER_INCOME_KINDS = ['commission', 'reversal'] as const;

/** LIKE pattern of a search: special characters taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchCondition(eb: Eb, q: string, column = 'u.search_text') {
  const like = (text: string) => sql<boolean>`${eb.ref(column)} like ${contains(text)} escape '\\'`;
  const terms = searchTerms(q).map(like);
  return terms.length > 1 ? eb.or(terms) : (terms[0] as Expression<boolean>);
}

const COLUMNS = [
  'l.descendant_id as id',
  'l.depth',
  'l.joined_at',
  'u.first_name',
  'u.last_name',
  'u.nickname',
  'u.avatar_path',
  'u.rank_code',
  'u.email',
  'u.phone',
  'u.telegram',
  'u.search_text',
] as const;

/** Where a list query starts (team-page.ts chooses; decision 050). */
export type Source =
  | 'links'
  | 'users'
  | { matches: string | number[] }
  // biome-ignore lint/suspicious/noExplicitAny: a subquery over stored table names (see db-query.ts).
  | { prefix: SelectQueryBuilder<any, any, any>; lateral?: boolean };

/**
 * The listed team rows of `viewer` (ids, sort keys and user columns), before the per-member figures. From
 * the closure table by default; from the users (search_text, id) index for a large team's search or name
 * sort; or from a bounded prefix of the closure table (a subquery already limited to the viewer's rows),
 * optionally probing users per row (a LATERAL subquery, PostgreSQL only); or from the accounts SQLite's
 * search index finds (`matches`: an FTS5 query or the rowids it gave, decision 091), each probing the closure table's key.
 * Listed means not rejected or hidden, written as NOT IN so that no plan starts from the status index.
 */
export function teamRows(em: EntityManager, viewer: string, now: Date, source: Source = 'links') {
  const k = db(em);
  const base =
    source === 'users'
      ? k.selectFrom('users as u').crossJoin('team_links as l').whereRef('l.descendant_id', '=', 'u.id')
      : typeof source === 'object' && 'matches' in source
        ? k
            .selectFrom('users as u')
            .crossJoin('team_links as l')
            .whereRef('l.descendant_id', '=', 'u.id')
            .where(sql.ref('u.rowid'), 'in', ftsRowids(source.matches))
        : source === 'links'
          ? k.selectFrom('team_links as l').innerJoin('users as u', 'u.id', 'l.descendant_id')
          : source.lateral
            ? // One users primary-key probe per team row, whatever the estimates (PostgreSQL; decision 086).
              k.selectFrom(source.prefix.as('l')).innerJoinLateral(
                (eb) =>
                  eb
                    .selectFrom('users')
                    .selectAll()
                    .whereRef('users.id', '=', 'l.descendant_id')
                    .offset(0)
                    .as('u'),
                (join) => join.onTrue(),
              )
            : k.selectFrom(source.prefix.as('l')).innerJoin('users as u', 'u.id', 'l.descendant_id');
  return base
    .select([...COLUMNS, statusSql(em, 'u', now).as('team_status')])
    .where('l.ancestor_id', '=', viewer)
    .where('u.status', 'not in', UNLISTED);
}

/** invited, structure and income for a page of members, three grouped index reads. */
async function figures(em: EntityManager, viewer: string, ids: string[]) {
  if (!ids.length) return new Map<string, { invited: number; structure: number; income: number }>();
  const [tree, income] = await Promise.all([
    db(em)
      .selectFrom('team_links')
      .select((eb) => [
        'ancestor_id',
        eb.fn.countAll().as('structure'),
        eb.fn.sum(eb.case().when('depth', '=', 1).then(1).else(0).end()).as('invited'),
      ])
      .where('ancestor_id', 'in', ids)
      .groupBy('ancestor_id')
      .execute(),
    db(em)
      .selectFrom('ledger_lines')
      .select((eb) => ['partner_id', eb.fn.sum('amount').as('income')])
      .where('account_id', '=', viewer)
      .where('partner_id', 'in', ids)
      .where('kind', 'in', PARTNER_INCOME_KINDS)
      .groupBy('partner_id')
      .execute(),
  ]);
  const treeOf = new Map(tree.map((r) => [String(r.ancestor_id), r]));
  const incomeOf = new Map(income.map((r) => [String(r.partner_id), num(r.income)]));
  return new Map(
    ids.map((id) => [
      id,
      {
        invited: num(treeOf.get(id)?.invited),
        structure: num(treeOf.get(id)?.structure),
        income: incomeOf.get(id) ?? 0,
      },
    ]),
  );
}

function toMember(row: Row, extra: { invited: number; structure: number; income: number }): TeamMember {
  const line = num(row.depth);
  return {
    id: String(row.id),
    line,
    first_name: (row.first_name ?? null) as string | null,
    last_name: (row.last_name ?? null) as string | null,
    nickname: (row.nickname ?? null) as string | null,
    // As the profile builds it (profile is a module of the same tier).
    avatar_url: row.avatar_path ? apiUrl(ApiPath.avatarFile(String(row.avatar_path))) : null,
    rank: String(row.rank_code),
    status: row.team_status as TeamStatus,
    joined_at: rowDate(row.joined_at).toISOString(),
    contacts:
      line === 1
        ? {
            email: String(row.email),
            phone: (row.phone ?? null) as string | null,
            telegram: (row.telegram ?? null) as string | null,
          }
        : null,
    ...extra,
  };
}

export async function withFigures(em: EntityManager, viewer: string, rows: Row[]): Promise<TeamMember[]> {
  const extra = await figures(
    em,
    viewer,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => toMember(r, extra.get(String(r.id)) ?? { invited: 0, structure: 0, income: 0 }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One member of the viewer's 4 lines, or null (anyone else, the viewer, a malformed id). */
export async function teamMember(
  em: EntityManager,
  viewerId: string,
  memberId: string,
  now = new Date(),
): Promise<TeamMember | null> {
  if (!UUID.test(memberId)) return null;
  const row = await teamRows(em, viewerId, now)
    .where('l.descendant_id', '=', memberId.toLowerCase())
    .executeTakeFirst();
  return row ? ((await withFigures(em, viewerId, [row]))[0] ?? null) : null;
}
