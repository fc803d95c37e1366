/**
 * Data for the team and rank columns added by the team_ranks migration, for rows that existed before it:
 * the closure table from `users.sponsor_id`, the last integration from placements, and the search key
 * (computed here, not in SQL: SQLite's lower() only folds ASCII, and names are mostly Cyrillic).
 */
import type { Migration } from '@mikro-orm/migrations';
import { phoneDigits, teamSearchKey } from '#contract/team.ts';
import { rebuildTeamLinks } from '../modules/accounts/team-links.ts';

export async function backfillTeam(m: Migration): Promise<void> {
  await rebuildTeamLinks(m.getEntityManager());
  await m.execute(
    'update users set last_integration_at = ' +
      '(select max(p.updated_at) from placements p where p.owner_id = users.id and p.erid is not null)',
  );
  const rows = await m.execute(
    'select id, first_name, last_name, surname, nickname, email, phone from users',
  );
  for (const r of rows as Record<string, string | null>[]) {
    const key = teamSearchKey([
      r.first_name,
      r.last_name,
      r.surname,
      r.nickname,
      r.email,
      phoneDigits(r.phone),
    ]);
    await m.execute('update users set search_text = ? where id = ?', [key, r.id]);
  }
}
