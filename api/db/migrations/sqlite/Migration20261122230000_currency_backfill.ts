import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts approved before currencies existed get theirs now, by the same rule as an approval (USD for the
 * English variant, RUB otherwise), so their sales earn commissions.
 */
export class Migration20261122230000_currency_backfill extends Migration {
  override name = 'Migration20261122230000_currency_backfill';

  override async up(): Promise<void> {
    this.addSql(
      `update "users" set "currency" = case when "locale" = 'en' then 'USD' else 'RUB' end where "status" in ('approved', 'hidden') and "currency" is null;`,
    );
  }
}
