import { Migration } from '@mikro-orm/migrations';

export class Migration20261122223223_income_indexes extends Migration {
  override name = 'Migration20261122223223_income_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "orders_product_index" on "orders" ("product");`);

    this.addSql(`create index "ledger_lines_account_id_id_index" on "ledger_lines" ("account_id", "id");`);
    this.addSql(
      `create index "ledger_lines_account_id_month_kind_amount_index" on "ledger_lines" ("account_id", "month", "kind", "amount");`,
    );
    this.addSql(
      `create index "ledger_lines_order_id_account_id_index" on "ledger_lines" ("order_id", "account_id");`,
    );
    this.addSql(
      `create index "orders_income_month_index" on "orders" ("seller_id", "occurred_at", "kind", "currency", "attribution", "amount", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "orders_income_month_index";`);
    this.addSql(`drop index "ledger_lines_order_id_account_id_index";`);
    this.addSql(`drop index "ledger_lines_account_id_id_index";`);
    this.addSql(`drop index "ledger_lines_account_id_month_kind_amount_index";`);

    this.addSql(`drop index "orders_product_index";`);
  }
}
