import { Migration } from '@mikro-orm/migrations';

export class Migration20261123021205_team_partner_income_index extends Migration {
  override name = 'Migration20261123021205_team_partner_income_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "ledger_lines_account_id_partner_id_kind_amount_index" on "ledger_lines" ("account_id", "partner_id", "kind", "amount");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "ledger_lines_account_id_partner_id_kind_amount_index";`);
  }
}
