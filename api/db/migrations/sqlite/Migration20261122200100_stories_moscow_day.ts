import { Migration } from '@mikro-orm/migrations';

/**
 * Stories are due at the end of the day after publication in Moscow time (UTC+3), no longer at 00:00 UTC
 * two days after it: open stories placements move 3 hours earlier. SQLite keeps these dates as epoch ms.
 */
const OPEN = `\`format\` = 'stories' and \`status\` in ('draft', 'moderation', 'ready', 'rejected') and typeof(\`removal_due_at\`) = 'integer'`;
const HOURS_3 = 3 * 60 * 60 * 1000;

export class Migration20261122200100_stories_moscow_day extends Migration {
  override name = 'Migration20261122200100_stories_moscow_day';

  override up(): void | Promise<void> {
    this.addSql(
      `update \`placements\` set \`removal_due_at\` = \`removal_due_at\` - ${HOURS_3} where ${OPEN};`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update \`placements\` set \`removal_due_at\` = \`removal_due_at\` + ${HOURS_3} where ${OPEN};`,
    );
  }
}
