import { Migration } from '@mikro-orm/migrations';

/**
 * Repairs numbers stored before the contract bounded them (issue: a reach of 2^53 was saved, and node:sqlite
 * cannot read an integer above 2^53 back, so every list of the owner failed). Out-of-range or non-integer
 * values are clamped into the column's range (0 … 2147483647); a broken revision restarts at 1 so the
 * device's next edit applies again.
 */
const INT_MAX = 2147483647;

const clamp = (table: string, column: string, min: number, broken = INT_MAX) =>
  `update \`${table}\` set \`${column}\` = case when typeof(\`${column}\`) not in ('integer', 'real') then ${min} when \`${column}\` > ${INT_MAX} then ${broken} when \`${column}\` < ${min} then ${min} else cast(\`${column}\` as integer) end where typeof(\`${column}\`) <> 'integer' or \`${column}\` > ${INT_MAX} or \`${column}\` < ${min};`;

export class Migration20261122200000_repair_numbers extends Migration {
  override name = 'Migration20261122200000_repair_numbers';

  override up(): void | Promise<void> {
    this.addSql(clamp('placements', 'reach', 0));
    this.addSql(clamp('placements', 'revision', 1, 1));
    this.addSql(clamp('placement_files', 'declared_size', 0));
    this.addSql(clamp('social_accounts', 'followers', 0));
  }

  override down(): void | Promise<void> {
    // Data repair only: there is nothing to undo.
  }
}
