import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230828_ord_report_review extends Migration {
  override name = 'Migration20261126230828_ord_report_review';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`ord_report_reminders\` (\`id\` text not null primary key, \`placement_id\` text not null, \`month\` text not null, \`kind\` text check (\`kind\` in ('open', 'soon')) not null, \`created_at\` datetime not null, constraint \`ord_report_reminders_placement_id_foreign\` foreign key (\`placement_id\`) references \`placements\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`ord_report_reminders_placement_id_index\` on \`ord_report_reminders\` (\`placement_id\`);`,
    );
    this.addSql(
      `create unique index \`ord_report_reminders_placement_id_month_kind_unique\` on \`ord_report_reminders\` (\`placement_id\`, \`month\`, \`kind\`);`,
    );

    this.addSql(`alter table \`placement_reports\` add column \`screenshot_type\` text null;`);
    this.addSql(`alter table \`placement_reports\` add column \`entry_key\` text null;`);
    this.addSql(`alter table \`placement_reports\` add column \`rejected_at\` datetime null;`);
    this.addSql(`alter table \`placement_reports\` add column \`rejection_reason\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ord_report_reminders\`;`);

    this.addSql(`alter table \`placement_reports\` drop column \`screenshot_type\`;`);
    this.addSql(`alter table \`placement_reports\` drop column \`entry_key\`;`);
    this.addSql(`alter table \`placement_reports\` drop column \`rejected_at\`;`);
    this.addSql(`alter table \`placement_reports\` drop column \`rejection_reason\`;`);
  }
}
