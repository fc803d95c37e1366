import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033704_placements extends Migration {
  override name = 'Migration20261122033704_placements';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`placements\` (\`id\` text not null primary key, \`owner_id\` text not null, \`revision\` integer not null, \`status\` text check (\`status\` in ('draft', 'moderation', 'ready', 'needs_removal', 'completed', 'rejected')) not null default 'draft', \`network\` text check (\`network\` in ('vk', 'instagram', 'telegram', 'youtube', 'dzen', 'tiktok', 'ok', 'rutube', 'pinterest')) not null, \`promocode\` text not null default '', \`format\` text check (\`format\` in ('post', 'stories', 'video', 'reels', 'clip', 'live')) not null, \`category\` text check (\`category\` in ('fitness', 'nutrition', 'health', 'lifestyle')) not null, \`start_date\` text not null, \`end_date\` text not null, \`removal_due_at\` datetime not null, \`text\` text not null, \`reach\` integer not null, \`target_url\` text not null, \`publication_url\` text not null default '', \`erid\` text null, \`creative_id\` text null, \`rejection_reason\` text null, \`submitted_at\` datetime null, \`submit_key\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`placements_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`placements_owner_id_index\` on \`placements\` (\`owner_id\`);`);
    this.addSql(`create unique index \`placements_submit_key_unique\` on \`placements\` (\`submit_key\`);`);
    this.addSql(
      `create index \`placements_owner_id_created_at_index\` on \`placements\` (\`owner_id\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`placements_status_removal_due_at_index\` on \`placements\` (\`status\`, \`removal_due_at\`);`,
    );
    this.addSql(
      `create unique index \`placements_owner_id_id_unique\` on \`placements\` (\`owner_id\`, \`id\`);`,
    );

    this.addSql(
      `create table \`placement_files\` (\`id\` text not null primary key, \`placement_id\` text not null, \`position\` integer not null default 0, \`name\` text not null, \`declared_type\` text not null, \`declared_size\` integer not null, \`upload_id\` text null, \`upload_started_at\` datetime null, \`uploaded\` integer not null default false, \`sniffed_type\` text null, \`created_at\` datetime not null, constraint \`placement_files_placement_id_foreign\` foreign key (\`placement_id\`) references \`placements\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`placement_files_placement_id_index\` on \`placement_files\` (\`placement_id\`);`,
    );
    this.addSql(
      `create unique index \`placement_files_upload_id_unique\` on \`placement_files\` (\`upload_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`placements\`;`);
    this.addSql(`drop table if exists \`placement_files\`;`);
  }
}
