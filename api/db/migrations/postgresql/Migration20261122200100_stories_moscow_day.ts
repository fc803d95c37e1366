import { Migration } from '@mikro-orm/migrations';

/**
 * Stories are due at the end of the day after publication in Moscow time (UTC+3), no longer at 00:00 UTC
 * two days after it: open stories placements move 3 hours earlier.
 */
const OPEN = `"format" = 'stories' and "status" in ('draft', 'moderation', 'ready', 'rejected')`;

export class Migration20261122200100_stories_moscow_day extends Migration {
  override name = 'Migration20261122200100_stories_moscow_day';

  override up(): void | Promise<void> {
    this.addSql(
      `update "placements" set "removal_due_at" = "removal_due_at" - interval '3 hours' where ${OPEN};`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update "placements" set "removal_due_at" = "removal_due_at" + interval '3 hours' where ${OPEN};`,
    );
  }
}
