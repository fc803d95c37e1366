import { Migration } from '@mikro-orm/migrations';

export class Migration20261126143040_ord extends Migration {
  override name = 'Migration20261126143040_ord';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`ord_objects\` (\`id\` text not null primary key, \`kind\` text check (\`kind\` in ('person', 'contract', 'pad', 'creative', 'statistics')) not null, \`external_id\` text not null, \`placement_id\` text null, \`status\` text check (\`status\` in ('processing', 'verified', 'bad')) not null default 'processing', \`messages\` text not null default '[]', \`checked_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(`create index \`ord_objects_placement_id_index\` on \`ord_objects\` (\`placement_id\`);`);
    this.addSql(
      `create index \`ord_objects_status_checked_at_index\` on \`ord_objects\` (\`status\`, \`checked_at\`);`,
    );
    this.addSql(
      `create unique index \`ord_objects_kind_external_id_unique\` on \`ord_objects\` (\`kind\`, \`external_id\`);`,
    );

    this.addSql(
      `create table \`placement_reports\` (\`id\` text not null primary key, \`placement_id\` text not null, \`month\` text not null, \`impressions\` integer not null, \`screenshot_upload_id\` text null, \`revision\` integer not null default 1, \`unsent\` integer not null default true, \`sent_revision\` integer not null default 0, \`ord_external_id\` text null, \`sent_at\` datetime null, \`checked_by_id\` text null, \`checked_at\` datetime null, \`claimed_at\` datetime null, \`claim_token\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`placement_reports_placement_id_foreign\` foreign key (\`placement_id\`) references \`placements\` (\`id\`) on delete cascade, constraint \`placement_reports_checked_by_id_foreign\` foreign key (\`checked_by_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(
      `create index \`placement_reports_placement_id_index\` on \`placement_reports\` (\`placement_id\`);`,
    );
    this.addSql(
      `create index \`placement_reports_checked_by_id_index\` on \`placement_reports\` (\`checked_by_id\`);`,
    );
    this.addSql(
      `create index \`placement_reports_unsent_month_index\` on \`placement_reports\` (\`unsent\`, \`month\`);`,
    );
    this.addSql(
      `create unique index \`placement_reports_placement_id_month_unique\` on \`placement_reports\` (\`placement_id\`, \`month\`);`,
    );

    this.addSql(
      `create table \`ord_markings\` (\`placement_id\` text not null primary key, \`attempts\` integer not null default 0, \`next_attempt_at\` datetime null, \`last_error\` text null, \`done_at\` datetime null, \`claimed_at\` datetime null, \`claim_token\` text null, \`created_at\` datetime not null, constraint \`ord_markings_placement_id_foreign\` foreign key (\`placement_id\`) references \`placements\` (\`id\`) on update cascade on delete cascade);`,
    );
    this.addSql(
      `create index \`ord_markings_done_at_next_attempt_at_index\` on \`ord_markings\` (\`done_at\`, \`next_attempt_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ord_objects\`;`);
    this.addSql(`drop table if exists \`placement_reports\`;`);
    this.addSql(`drop table if exists \`ord_markings\`;`);
  }
}
