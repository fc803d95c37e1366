import { Migration } from '@mikro-orm/migrations';

export class Migration20261123022007_team_summary_indexes extends Migration {
  override name = 'Migration20261123022007_team_summary_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "orders_id_amount_index" on "orders" ("id", "amount");`);

    this.addSql(
      `create index "ledger_lines_account_id_level_kind_order_id_amount_index" on "ledger_lines" ("account_id", "level", "kind", "order_id", "amount");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "ledger_lines_account_id_level_kind_order_id_amount_index";`);

    this.addSql(`drop index "orders_id_amount_index";`);
  }
}
