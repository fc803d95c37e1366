import { Migration } from '@mikro-orm/migrations';

/**
 * Repairs numbers stored before the contract bounded them. PostgreSQL's int columns never held a value
 * above 2147483647 (such writes failed), so only values below the contract's minimum can be left: they
 * are raised to it, and a broken revision restarts at 1 so the device's next edit applies again.
 */
const raise = (table: string, column: string, min: number) =>
  `update "${table}" set "${column}" = ${min} where "${column}" < ${min};`;

export class Migration20261122200000_repair_numbers extends Migration {
  override name = 'Migration20261122200000_repair_numbers';

  override up(): void | Promise<void> {
    this.addSql(raise('placements', 'reach', 0));
    this.addSql(raise('placements', 'revision', 1));
    this.addSql(raise('placement_files', 'declared_size', 0));
    this.addSql(raise('social_accounts', 'followers', 0));
  }

  override down(): void | Promise<void> {
    // Data repair only: there is nothing to undo.
  }
}
