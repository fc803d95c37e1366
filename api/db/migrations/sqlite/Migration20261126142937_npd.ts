import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142937_npd extends Migration {
  override name = 'Migration20261126142937_npd';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`npd_checks\` (\`id\` text not null primary key, \`inn\` text not null, \`day\` text not null, \`valid\` integer not null, \`message\` text not null, \`checked_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`npd_checks_inn_day_unique\` on \`npd_checks\` (\`inn\`, \`day\`);`);

    this.addSql(
      `create table \`tax_receipts\` (\`id\` text not null primary key, \`withdrawal_id\` text not null, \`owner_id\` text not null, \`amount\` bigint not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`paid_day\` text not null, \`due_day\` text not null, \`status\` text check (\`status\` in ('open', 'done')) not null default 'open', \`receipt_url\` text null, \`receipt_id\` text null, \`source\` text check (\`source\` in ('blogger', 'provider')) null, \`cancelled_at\` datetime null, \`reminded\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`tax_receipts_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create unique index \`tax_receipts_withdrawal_id_unique\` on \`tax_receipts\` (\`withdrawal_id\`);`,
    );
    this.addSql(`create index \`tax_receipts_owner_id_index\` on \`tax_receipts\` (\`owner_id\`);`);
    this.addSql(
      `create unique index \`tax_receipts_receipt_id_unique\` on \`tax_receipts\` (\`receipt_id\`);`,
    );
    this.addSql(
      `create index \`tax_receipts_owner_id_status_index\` on \`tax_receipts\` (\`owner_id\`, \`status\`);`,
    );
    this.addSql(
      `create index \`tax_receipts_status_due_day_index\` on \`tax_receipts\` (\`status\`, \`due_day\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`npd_checks\`;`);
    this.addSql(`drop table if exists \`tax_receipts\`;`);
  }
}
